/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed by a person are letters, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
