#!/usr/bin/env python3
"""Writes content/reference/signatures.json: the signature of every public name of our pyright stubs
(tests/python/stubs/robyn/*.pyi), as the reference pages show it, read with the standard library's `ast`.

    python3 scripts/reference-signatures.py            # write the file
    python3 scripts/reference-signatures.py --check    # exit 1 when the file is not what the stubs say

The stubs are checked against Robyn's source (tests/unit/stubs-vs-source.test.ts) and every documentation example
type-checks against them, so the signatures the reference shows are the ones pyright reads.

Keys are `<module>.<qualname>` as in content/reference/<module>.json (`__init__.pyi` -> `robyn`, `robyn.pyi` ->
`robyn.robyn`). Values are lists (an overloaded function has one signature each):
- a class: `class Name(param: type = default, ...)`, the parameters of its `__init__` (each overload; or of a base
  class's in the same stub), `self` left out; an Enum shows its bases instead;
- a function or method: `def name(params) -> type` (`async def` for a coroutine); a @property: `property name: type`;
- an attribute or constant: `name: type`, with ` = value` for a module constant.
Names starting with `_` are stub helpers, except dunder methods, which are left out too (they are protocol support
the class entries describe).
"""
import argparse
import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STUBS = ROOT / "tests" / "python" / "stubs" / "robyn"
OUT = ROOT / "content" / "reference" / "signatures.json"


def module_name(path: Path) -> str:
    if path.name == "__init__.pyi":
        return "robyn"
    return f"robyn.{path.stem}"


def public(name: str) -> bool:
    return not name.startswith("_") or name == "__version__"


def arg_text(arg: ast.arg, default: ast.expr | None, star: str = "") -> str:
    text = f"{star}{arg.arg}"
    if arg.annotation is not None:
        text += f": {ast.unparse(arg.annotation)}"
    if default is not None:
        text += f" = {ast.unparse(default)}" if arg.annotation is not None else f"={ast.unparse(default)}"
    return text


def params_text(args: ast.arguments, drop_first: bool) -> str:
    """The parameter list as PEP 8 writes it (spaces around `=` after an annotation)."""
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    parts = [arg_text(arg, default) for arg, default in zip(positional, defaults)]
    if args.posonlyargs:
        parts.insert(len(args.posonlyargs), "/")
    if args.vararg is not None:
        parts.append(arg_text(args.vararg, None, "*"))
    elif args.kwonlyargs:
        parts.append("*")
    parts += [arg_text(arg, default) for arg, default in zip(args.kwonlyargs, args.kw_defaults)]
    if args.kwarg is not None:
        parts.append(arg_text(args.kwarg, None, "**"))
    if drop_first and positional and positional[0].arg in ("self", "cls"):
        parts = parts[1:]
    return ", ".join(parts)


def is_property(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(ast.unparse(d) in ("property", "cached_property") for d in node.decorator_list)


def function_signature(node: ast.FunctionDef | ast.AsyncFunctionDef, method: bool) -> str:
    if is_property(node):
        return f"property {node.name}: {ast.unparse(node.returns) if node.returns else 'object'}"
    keyword = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
    returns = f" -> {ast.unparse(node.returns)}" if node.returns else ""
    return f"{keyword} {node.name}({params_text(node.args, method)}){returns}"


def class_inits(cls: ast.ClassDef, classes: dict[str, ast.ClassDef]) -> list[ast.FunctionDef]:
    """The class's __init__ (each overload), or its nearest base's in the same stub."""
    own = [item for item in cls.body if isinstance(item, ast.FunctionDef) and item.name == "__init__"]
    if own:
        return own
    for base in cls.bases:
        parent = classes.get(ast.unparse(base))
        if parent is not None:
            found = class_inits(parent, classes)
            if found:
                return found
    return []


def read_module(path: Path) -> dict[str, list[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = module_name(path)
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    out: dict[str, list[str]] = {}

    def add(key: str, signature: str) -> None:
        out.setdefault(f"{module}.{key}", []).append(signature)

    for node in tree.body:
        if isinstance(node, ast.ClassDef) and public(node.name):
            bases = [ast.unparse(base) for base in node.bases]
            inits = class_inits(node, classes)
            for init in inits:
                add(node.name, f"class {node.name}({params_text(init.args, True)})")
            if not inits:
                add(node.name, f"class {node.name}({', '.join(bases)})" if bases else f"class {node.name}")
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and public(item.name):
                    add(f"{node.name}.{item.name}", function_signature(item, True))
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name) and public(item.target.id):
                    add(f"{node.name}.{item.target.id}", f"{item.target.id}: {ast.unparse(item.annotation)}")
                elif isinstance(item, ast.Assign):
                    for target in item.targets:
                        if isinstance(target, ast.Name) and public(target.id):
                            add(f"{node.name}.{target.id}", f"{target.id} = {ast.unparse(item.value)}")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and public(node.name):
            add(node.name, function_signature(node, False))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and public(node.target.id):
            value = f" = {ast.unparse(node.value)}" if node.value is not None else ""
            add(node.target.id, f"{node.target.id}: {ast.unparse(node.annotation)}{value}")
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and public(target.id):
                    add(target.id, f"{target.id} = {ast.unparse(node.value)}")
    return out


def build() -> dict[str, list[str]]:
    signatures: dict[str, list[str]] = {}
    for path in sorted(STUBS.glob("*.pyi")):
        signatures.update(read_module(path))
    return dict(sorted(signatures.items()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the file is out of date")
    args = parser.parse_args()
    text = json.dumps(build(), ensure_ascii=False, indent=2) + "\n"
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python3 scripts/reference-signatures.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(json.loads(text))} names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
