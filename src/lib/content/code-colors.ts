import type { ShikiTransformer } from 'shiki';

/*
 * Code token colours as classes. Shiki writes each token's colours of the two themes as a style attribute
 * (`color:#FF7B72;--shiki-light:#CF222E`); the documentation's code uses a dozen such pairs, thousands of times. Each
 * pair is a short class here and two rules in globals.css (TOKEN_CLASSES_CSS, which a unit test finds there), which
 * takes about 0.4 KB gzip off a code-heavy page. A pair missing from the table fails the build with its style, to
 * be added here and to globals.css.
 */

/** Shiki's style of a token (github-dark-default, then github-light-default) → its class. */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  'color:#E6EDF3;--shiki-light:#1F2328': 'k0',
  'color:#FF7B72;--shiki-light:#CF222E': 'k1',
  'color:#79C0FF;--shiki-light:#0550AE': 'k2',
  'color:#A5D6FF;--shiki-light:#0A3069': 'k3',
  'color:#FFA657;--shiki-light:#953800': 'k4',
  'color:#D2A8FF;--shiki-light:#8250DF': 'k5',
  'color:#8B949E;--shiki-light:#6E7781': 'k6',
  'color:#7EE787;--shiki-light:#116329': 'k7',
  'color:#FFA198;--shiki-light:#82071E': 'k8',
  'color:#D2A8FF;--shiki-dark-font-weight:bold;--shiki-light:#8250DF;--shiki-light-font-weight:bold': 'k5 kb',
  'color:#FFA198;--shiki-dark-font-style:italic;--shiki-light:#82071E;--shiki-light-font-style:italic': 'k8 ki',
};

/*
 * Two github-light colours fall below 4.5:1 wherever a code line sits on a light grey (#f1f1f1, which axe measures
 * behind some blocks on phones) instead of white: purple (decorators, functions, 4.46:1) and the grey of comments
 * (4.02:1). Darker shades of the same colours keep every token above 4.5:1 on either.
 */
const LIGHT_SHADES: Readonly<Record<string, string>> = { '#8250DF': '#6E40C9', '#6E7781': '#57606A' };

/** The rules of the classes, as globals.css has them. */
export function tokenClassesCss(): string {
  const rules: string[] = [];
  for (const [style, classes] of Object.entries(TOKEN_CLASSES)) {
    const name = classes.split(' ')[0]!;
    const dark = /^color:(#\w+)/.exec(style)![1]!;
    const light = /--shiki-light:(#\w+)/.exec(style)![1]!;
    if (rules.some((rule) => rule.startsWith(`.shiki .${name} `))) continue;
    rules.push(`.shiki .${name} {\n  color: ${dark.toLowerCase()};\n}`);
    rules.push(`html:not(.dark) .shiki .${name} {\n  color: ${(LIGHT_SHADES[light] ?? light).toLowerCase()};\n}`);
  }
  rules.push('.shiki .kb {\n  font-weight: bold;\n}', '.shiki .ki {\n  font-style: italic;\n}');
  return rules.join('\n');
}

/** Shiki transformer: each token's style becomes its class. */
export const tokenClasses: ShikiTransformer = {
  name: 'robyn:token-classes',
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    const classes = TOKEN_CLASSES[style];
    if (!classes) throw new Error(`Code colour without a class: add "${style}" to src/lib/content/code-colors.ts`);
    delete node.properties.style;
    this.addClassToHast(node, classes.split(' '));
  },
};
