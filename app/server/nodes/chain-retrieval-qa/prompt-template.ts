/**
 * Fills a system prompt template the way LangChain's f-string templates do: `{name}` takes
 * a value, `{{` and `}}` stand for literal braces, and a variable without a value is an
 * error that names it (a typo in a custom template must not reach the model silently).
 */
export class TemplateError extends Error {}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (match, name: string | undefined) => {
    if (match === '{{') return '{';
    if (match === '}}') return '}';
    const key = (name ?? '').trim();
    if (!Object.hasOwn(values, key)) throw new TemplateError(`Missing value for input variable \`${key}\``);
    return values[key]!;
  });
}
