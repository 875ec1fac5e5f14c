import { type FormErrors, schemaResolver } from '@mantine/form';

/**
 * Mantine's schema resolver with each error said in the viewer's language (`say`, from useKnownText): the
 * shared schemas write the spec's English, which the API answers too.
 */
export function localizedResolver(
  schema: Parameters<typeof schemaResolver>[0],
  say: (text: string) => string,
) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === 'string' ? say(message) : message,
      ]),
    );
  };
}
