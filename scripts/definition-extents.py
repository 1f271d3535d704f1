#!/usr/bin/env python3
"""The lines a definition of Robyn's source spans at a tag, for `npm run ledger:drift` (scripts/ledger.mts).

Reads a JSON list of "path:line" (a reference entry's `source`, content/reference/<module>.json) on stdin and writes
a JSON object {"path:line": [first, last]}:

- .py / .pyi: the statement Python's own parser (ast) says starts at that line (a decorator's line counts), from
  its first decorator to its end_lineno; a line inside a statement gives the smallest statement around it;
- .rs: from that line to the end of the item: the brace that closes its body, or the `,` / `;` that ends a field,
  variant or declaration at the item's own depth. A small scanner that skips strings, character literals and
  comments does this; there is no Rust parser in Python's standard library, and the items named are plain
  structs, enums, fields and methods.

Anything else, or a file missing at the tag, gives the line alone.

    python3 scripts/definition-extents.py --robyn <Robyn clone> --tag v0.88.0 < sources.json
"""

import argparse
import ast
import json
import re
import subprocess
import sys


def python_extent(text: str, line: int) -> tuple[int, int]:
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return line, line
    best = None
    for node in ast.walk(tree):
        if not isinstance(node, ast.stmt):
            continue
        decorators = getattr(node, "decorator_list", [])
        first = min([node.lineno] + [d.lineno for d in decorators])
        last = node.end_lineno or node.lineno
        if line == node.lineno or (decorators and first <= line < node.lineno):
            return first, last
        if first <= line <= last and (best is None or last - first < best[1] - best[0]):
            best = (first, last)
    return best or (line, line)


STRING = re.compile(r'b?r(#*)"|b?"')


def rust_extent(text: str, line: int) -> tuple[int, int]:
    lines = text.split("\n")
    if line < 1 or line > len(lines):
        return line, line
    source = "\n".join(lines[line - 1 :])
    depth = 0
    opened_body = False
    i = 0
    n = len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            continue
        if source.startswith("/*", i):
            end = source.find("*/", i + 2)
            i = n if end < 0 else end + 2
            continue
        string = STRING.match(source, i) if c in 'br"' else None
        if string and (i == 0 or not (source[i - 1].isalnum() or source[i - 1] == "_")):
            hashes = string.group(1)
            i = string.end()
            if hashes is not None:  # raw string: ends at "###, no escapes
                end = source.find('"' + hashes, i)
                i = n if end < 0 else end + 1 + len(hashes)
            else:
                while i < n and source[i] != '"':
                    i += 2 if source[i] == "\\" else 1
                i += 1
            continue
        if c == "'":
            char = re.match(r"'(?:\\.[^']*|[^\\'])'", source[i:])
            i += char.end() if char else 1  # otherwise a lifetime
            continue
        if c in "([{":
            if c == "{" and depth == 0:
                opened_body = True
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0 and c == "}" and opened_body:
                return line, line + source.count("\n", 0, i)
        elif c in ",;" and depth == 0:
            return line, line + source.count("\n", 0, i)
        i += 1
    return line, line


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--robyn", required=True, help="a clone of Robyn (bare or not)")
    parser.add_argument("--tag", required=True)
    args = parser.parse_args()
    sources = json.load(sys.stdin)
    texts: dict[str, str | None] = {}
    out = {}
    for source in sources:
        path, _, number = source.rpartition(":")
        line = int(number)
        if path not in texts:
            shown = subprocess.run(
                ["git", "-C", args.robyn, "show", f"{args.tag}:{path}"], capture_output=True
            )
            texts[path] = shown.stdout.decode("utf-8", "replace") if shown.returncode == 0 else None
        text = texts[path]
        if text is None:
            out[source] = [line, line]
        elif path.endswith((".py", ".pyi")):
            out[source] = list(python_extent(text, line))
        elif path.endswith(".rs"):
            out[source] = list(rust_extent(text, line))
        else:
            out[source] = [line, line]
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
