/** A dictionary text with its `{name}` placeholders filled in; an unknown placeholder stays as written. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
