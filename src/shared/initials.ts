// Kept apart from auth.ts (its schemas bring zod), as the signed-in frame shows initials on every screen.

/** Avatar initials: two letters from the full name, else the e-mail's first letter (spec 000 §2). */
export function initialsOf(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const first = words[0]?.charAt(0) ?? '';
    const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
    return `${first}${last}`.toUpperCase();
  }
  return (email ?? '?').trim().charAt(0).toUpperCase() || '?';
}
