// How dependency-cruiser reads the TypeScript sources (.dependency-cruiser.cjs): the project's TypeScript has no
// compiler API it can use, so babel strips the types first. A type-only import is first made a bare import, so
// the rules see every import, types included.
function keepTypeImports({ types: t }) {
  const onlyTypes = (node) =>
    (t.isImportDeclaration(node) &&
      (node.importKind === 'type' ||
        (node.specifiers.length > 0 &&
          node.specifiers.every((specifier) => specifier.importKind === 'type')))) ||
    (t.isExportNamedDeclaration(node) && node.source && node.exportKind === 'type');
  return {
    visitor: {
      // On entering the program: the TypeScript preset removes type-only imports there, after this runs.
      Program(path) {
        for (const statement of path.get('body')) {
          if (onlyTypes(statement.node))
            statement.replaceWith(t.importDeclaration([], statement.node.source));
        }
      },
    },
  };
}

module.exports = {
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
  plugins: [keepTypeImports],
};
