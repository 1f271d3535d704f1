/**
 * What the Copy button of a code block puts on the clipboard: what a reader would paste, not what the block
 * shows. Shell sessions lose their `$ ` prompts and output lines, Python REPL sessions their `>>> `/`... `
 * prompts and output. Notation comments (`[!code ...]`) and removed diff lines never get here: the caller
 * passes the lines as Shiki's notation transformers left them.
 */

/** Fence languages written as shell sessions when their lines start with `$ `. */
export const SHELL_LANGS: ReadonlySet<string> = new Set([
  'bash',
  'sh',
  'shell',
  'shellscript',
  'zsh',
  'console',
  'shellsession',
]);

const SHELL_PROMPT = /^\s*\$ ?/;
const REPL_PROMPT = /^(>>>|\.\.\.)(?: |$)/;

/** Commands of a shell session: prompt lines without their prompt, and the lines a trailing `\` continues. */
function shellCommands(lines: string[]): string[] | null {
  if (!lines.some((line) => SHELL_PROMPT.test(line))) return null;
  const commands: string[] = [];
  let continued = false;
  for (const line of lines) {
    if (SHELL_PROMPT.test(line)) commands.push(line.replace(SHELL_PROMPT, ''));
    else if (continued) commands.push(line);
    else continue;
    continued = line.trimEnd().endsWith('\\');
  }
  return commands;
}

/** Input of a Python REPL session without its prompts; output lines are left out. */
function replInput(lines: string[]): string[] {
  return lines.filter((line) => REPL_PROMPT.test(line)).map((line) => line.replace(REPL_PROMPT, ''));
}

export function isReplSession(lang: string, lines: string[]): boolean {
  return lang === 'pycon' || (lang === 'python' && lines.some((line) => line.startsWith('>>> ')));
}

/** The text to copy from a block's lines as shown (without line breaks) in fence language `lang`. */
export function copyText(lang: string, shown: string[]): string {
  // Trailing spaces are never meant to be pasted; a removed notation comment leaves some behind.
  const lines = shown.map((line) => line.trimEnd());
  let kept = lines;
  if (SHELL_LANGS.has(lang)) kept = shellCommands(lines) ?? lines;
  else if (isReplSession(lang, lines)) kept = replInput(lines);
  return kept.join('\n').replace(/\n+$/, '');
}
