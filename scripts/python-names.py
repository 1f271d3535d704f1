#!/usr/bin/env python3
"""The names of Python code, for scripts/reference-links.mts (standard library only).

Reads JSON on stdin: {"stubs": "<folder of robyn/*.pyi>", "blocks": {"<id>": "<code>", ...}} and writes JSON:

- "names": {"<id>": [[line, column, name], ...]}: every identifier of each block as Python's tokenizer reads it
  (keywords and builtins left out), with the expressions inside f-strings' braces; 0-based lines and columns in characters.
  A fragment that does not tokenize to its end keeps the names read before the error. A keyword argument of a call
  (`status_code=` in `Response(status_code=...)`) has a fourth item, [line, column] of the name of what is called
  (`Response`; `get` in `app.get(...)`), read from Python's parser when the block parses.
- "stubs": {"<file>": [{"key", "line", "col", "end"}]}: each definition of the stubs (class, function, method,
  attribute, constant) with its reference key (`robyn.robyn.QueryParams.get`), the 0-based line and column of
  its name and its last line, so that a definition pyright points at can be named.
"""
import ast
import builtins
import io
import json
import keyword
import os
import re
import sys
import tokenize

# Python's own names (print, str, dict…): an example that shadows one with a Robyn name is not worth the
# question to pyright for each of the others.
BUILTINS = set(dir(builtins))

FSTRING = re.compile(r"^[rRbB]?[fF][rRbB]?('''|\"\"\"|'|\")")


def fstring_names(text, line, col, out):
    """Names inside the {…} of an f-string token that starts at (line, col)."""
    prefix = FSTRING.match(text)
    if not prefix:
        return
    body_start = prefix.end()
    body = text[body_start : len(text) - len(prefix.group(1))]
    i = 0
    while i < len(body):
        if body[i] == "{":
            if body.startswith("{{", i):
                i += 2
                continue
            depth, j = 1, i + 1
            while j < len(body) and depth:
                depth += {"{": 1, "}": -1}.get(body[j], 0)
                j += 1
            expr = body[i + 1 : j - 1].split("!")[0].split(":")[0] if depth == 0 else ""
            # Positions of the expression in the token: lines and columns from the token's start.
            offset = body_start + i + 1
            before = text[:offset]
            e_line = line + before.count("\n")
            e_col = (offset - before.rfind("\n") - 1) if "\n" in before else col + offset
            for n_line, n_col, name in code_names(expr):
                out.append([e_line + n_line, (e_col if n_line == 0 else 0) + n_col, name])
            i = j
        else:
            i += 1


def keyword_callees(code):
    """{(line, column) of each keyword argument's name: (line, column) of its callee's last name}, 0-based, in
    characters (ast counts columns in UTF-8 bytes). Empty when the code does not parse (a fragment)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return {}
    lines = code.split("\n")

    def chars(line, byte_col):
        return len(lines[line].encode("utf-8")[:byte_col].decode("utf-8", "replace"))

    found = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name):
            callee = (func.lineno - 1, chars(func.lineno - 1, func.col_offset))
        elif isinstance(func, ast.Attribute):
            end = chars(func.end_lineno - 1, func.end_col_offset)
            callee = (func.end_lineno - 1, end - len(func.attr))
        else:
            continue
        for argument in node.keywords:
            if argument.arg is not None:
                line = argument.lineno - 1
                found[(line, chars(line, argument.col_offset))] = callee
    return found


def code_names(code):
    out = []
    callees = keyword_callees(code)
    tokens = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            tokens.append(tok)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    significant = [t for t in tokens if t.type not in (tokenize.NL, tokenize.COMMENT)]
    for i, tok in enumerate(significant):
        if tok.type == tokenize.NAME and not keyword.iskeyword(tok.string):
            before = significant[i - 1].string if i else ""
            after = significant[i + 1].string if i + 1 < len(significant) else ""
            # A builtin used as such (`print(...)`, `str`), not an attribute (`ws.id`) or a keyword argument (`type=`).
            if tok.string in BUILTINS and before != "." and after != "=":
                continue
            callee = callees.get((tok.start[0] - 1, tok.start[1]))
            out.append([tok.start[0] - 1, tok.start[1], tok.string, *([list(callee)] if callee else [])])
        elif tok.type == tokenize.STRING:
            fstring_names(tok.string, tok.start[0] - 1, tok.start[1], out)
    return out


def stub_module(stubs, file):
    rel = os.path.relpath(file, stubs)[: -len(".pyi")].replace(os.sep, ".")
    return rel[: -len(".__init__")] if rel.endswith(".__init__") else rel


def stub_index(stubs):
    index = {}
    for folder, _, files in os.walk(stubs):
        for name in sorted(files):
            if not name.endswith(".pyi"):
                continue
            file = os.path.join(folder, name)
            source = open(file, encoding="utf-8").read()
            module = stub_module(stubs, file)
            lines = source.split("\n")
            found = [{"key": module, "line": 0, "col": 0, "end": len(lines)}]

            def add(qual, node, name_line, name_col):
                found.append({"key": f"{module}.{qual}", "line": name_line, "col": name_col, "end": node.end_lineno - 1})

            def walk(body, prefix):
                for node in body:
                    if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                        # The name follows `class ` / `def ` / `async def ` on the definition's own line.
                        line = node.lineno - 1
                        col = lines[line].index(node.name, node.col_offset)
                        add(prefix + node.name, node, line, col)
                        if isinstance(node, ast.ClassDef):
                            walk(node.body, f"{prefix}{node.name}.")
                    elif isinstance(node, (ast.AnnAssign, ast.Assign)):
                        targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
                        for target in targets:
                            if isinstance(target, ast.Name):
                                add(prefix + target.id, node, target.lineno - 1, target.col_offset)

            walk(ast.parse(source).body, "")
            index[os.path.abspath(file)] = found
    return index


def main():
    request = json.load(sys.stdin)
    json.dump(
        {
            "names": {key: code_names(code) for key, code in request["blocks"].items()},
            "stubs": stub_index(request["stubs"]),
        },
        sys.stdout,
    )


if __name__ == "__main__":
    main()
