#!/usr/bin/env python3
"""Writes tests/python/robyn-signatures.json: the parameter names of every public function and method in
Robyn's Python source, read with the standard library's `ast` module (nothing is imported or run).

Regenerate (from the repository root) after moving the documented release, with a Robyn clone or bare mirror:

    python3 scripts/robyn-signatures.py --git-dir /path/to/Robyn.git --rev v0.88.0
    python3 scripts/robyn-signatures.py --src /path/to/Robyn        # a checked-out work tree

tests/unit/stubs-vs-source.test.ts compares our pyright stubs (tests/python/stubs/robyn/*.pyi) with this file, so
CI needs neither the network nor a copy of Robyn.

What is read: every `robyn/**/*.py` file except the project templates under robyn/scaffold/, and `robyn/robyn.pyi`,
Robyn's own description of its Rust extension `robyn.robyn` (the Rust-backed classes have no Python source).
robyn.pyi misses a few methods and names one parameter differently from the Rust code, so the `#[pymethods]`
blocks of `src/**/*.rs` are read too (entries under "src/..."): the Python-visible name of each class and method,
parameter names from `#[pyo3(signature = ...)]` or else from the Rust arguments (the receiver and the `Python`
token dropped), `#[new]` as __init__; getters and setters are attributes, not methods, and are left out.

For each Python module: its top-level functions and classes whose names do not start with "_", and in each class
its methods (dunder methods included, "_private" ones skipped). A parameter list is written the way Python writes
it: "*" before keyword-only parameters, "/" after positional-only ones, "*args" and "**kwargs" with their stars.
Overloads (@typing.overload) are listed one signature each. A @dataclass without its own __init__ gets the
generated one (annotated fields minus ClassVar and field(init=False), base dataclasses of the same module first),
marked "generated". When a function hands its **kwargs on to a method of its class (self._build(**kwargs)) or to
a function of its module, the keyword names that call accepts are listed under "forwards": that is how
TestClient.get(path, **kw) accepts body=, headers= and the rest. Class bases are kept as written, so the test can
follow inherited methods, and "imports" maps the names a module takes from another robyn module
(`from robyn.x import Name`) to that module.
"""

import argparse
import ast
import json
import os
import re
import subprocess
import sys

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "python", "robyn-signatures.json")


def list_git(git_dir, rev, folder, keep):
    """The files under `folder` at `rev` that `keep` accepts."""
    out = subprocess.run(
        ["git", f"--git-dir={git_dir}", "ls-tree", "-r", "--name-only", rev, "--", folder],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [p for p in out.splitlines() if keep(p)]


def read_git(git_dir, rev, path):
    return subprocess.run(
        ["git", f"--git-dir={git_dir}", "show", f"{rev}:{path}"], check=True, capture_output=True, text=True
    ).stdout


def list_tree(src, folder, keep):
    """The files under `folder` of an unpacked source tree that `keep` accepts, as repository paths."""
    found = []
    for directory, _dirs, files in os.walk(os.path.join(src, folder)):
        for name in files:
            rel = os.path.relpath(os.path.join(directory, name), src).replace(os.sep, "/")
            if keep(rel):
                found.append(rel)
    return sorted(found)


def is_rust(path):
    return path.endswith(".rs")


def split_top(text):
    """Split on the commas that are not nested in (), [], <> or {}."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def balanced(text, start, open_ch, close_ch):
    """Index just past the bracket that closes the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_ch:
            depth += 1
        elif text[i] == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
    raise ValueError("unbalanced")


def rust_arguments(raw, receiver_first_only=False):
    """The Python parameter names among the Rust arguments `raw` (split_top of the argument list).

    The receiver (self, or slf: PyRef<Self> and the like) and the GIL token are not Python arguments. By default any
    argument whose type names Self is taken for the receiver; with receiver_first_only, only the first one is, so
    `fn extend(&mut self, other: &mut Self)` keeps `other`."""
    params = []
    for i, p in enumerate(raw):
        arg, _, rust_type = p.partition(":")
        arg = re.sub(r"^mut\s+", "", arg.strip())
        rust_type = rust_type.strip()
        receiver = re.search(r"\bSelf\b", rust_type) and (i == 0 or not receiver_first_only)
        if not rust_type or rust_type.startswith("Python") or receiver:
            continue
        params.append(arg)
    return params


def read_rust(source, receiver_first_only=False):
    """Python-visible classes and methods of the #[pymethods] blocks of one Rust file (receiver_first_only: see
    rust_arguments)."""
    source = re.sub(r"//[^\n]*", "", source)
    names = {}
    for m in re.finditer(r"#\[pyclass(?:\(([^\]]*)\))?\]\s*(?:#\[[^\]]*\]\s*)*pub\s+(?:struct|enum)\s+(\w+)", source):
        rename = re.search(r'name\s*=\s*"(\w+)"', m.group(1) or "")
        names[m.group(2)] = rename.group(1) if rename else m.group(2)
    classes = {}
    for m in re.finditer(r"#\[pymethods\]\s*impl\s+(\w+)\s*\{", source):
        rust_name = m.group(1)
        body = source[m.end() - 1 : balanced(source, m.end() - 1, "{", "}")]
        methods = {}
        for fn in re.finditer(r"((?:#\[[^\n]*\]\s*)*)(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+(\w+)\s*(?:<[^>(]*>)?\s*\(", body):
            attrs, name = fn.group(1), fn.group(2)
            if re.search(r"#\[(getter|setter)\b", attrs) or name.startswith("_") and not name.endswith("__"):
                continue
            signature = re.search(r"signature\s*=\s*\(", attrs)
            if signature:
                start = attrs.index("(", signature.start())
                raw = split_top(attrs[start + 1 : balanced(attrs, start, "(", ")") - 1])
                params = [p.split("=")[0].strip() for p in raw]
            else:
                start = fn.end() - 1
                raw = split_top(body[start + 1 : balanced(body, start, "(", ")") - 1])
                params = rust_arguments(raw, receiver_first_only)
            rename = re.search(r'#\[pyo3\([^\]]*name\s*=\s*"(\w+)"', attrs)
            py_name = "__init__" if "#[new]" in attrs else rename.group(1) if rename else name
            static = re.search(r"#\[(staticmethod|classmethod)\]", attrs)
            first = [] if static and static.group(1) == "staticmethod" else ["cls"] if static else ["self"]
            methods.setdefault(py_name, []).append(first + params)
        if methods:
            py_class = names.get(rust_name, rust_name)
            classes.setdefault(py_class, {"bases": [], "methods": {}})["methods"].update(methods)
    return {"functions": {}, "classes": classes}


def wanted(path):
    if path.startswith("robyn/scaffold/"):
        return False
    return path.endswith(".py") or path == "robyn/robyn.pyi"


def public(name):
    return not name.startswith("_") or (name.startswith("__") and name.endswith("__"))


def params_of(args):
    """The parameter list of an ast.arguments, in source order, in Python's own notation."""
    out = []
    positional = list(args.posonlyargs) + list(args.args)
    for i, arg in enumerate(positional):
        out.append(arg.arg)
        if args.posonlyargs and i == len(args.posonlyargs) - 1:
            out.append("/")
    if args.vararg:
        out.append("*" + args.vararg.arg)
    elif args.kwonlyargs:
        out.append("*")
    out.extend(arg.arg for arg in args.kwonlyargs)
    if args.kwarg:
        out.append("**" + args.kwarg.arg)
    return out


def decorator_names(node):
    names = []
    for dec in node.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        if isinstance(target, ast.Attribute):
            names.append(target.attr)
        elif isinstance(target, ast.Name):
            names.append(target.id)
    return names


def is_overload(node):
    return "overload" in decorator_names(node)


def add_function(table, node):
    entry = table.setdefault(node.name, [])
    signature = params_of(node.args)
    if signature not in entry:
        entry.append(signature)


def dataclass_fields(cls):
    """Names of the fields a @dataclass __init__ takes, in order (ClassVar and field(init=False) left out)."""
    names = []
    for stmt in cls.body:
        if not isinstance(stmt, ast.AnnAssign) or not isinstance(stmt.target, ast.Name):
            continue
        if "ClassVar" in ast.unparse(stmt.annotation):
            continue
        value = stmt.value
        if isinstance(value, ast.Call) and ast.unparse(value.func).endswith("field"):
            if any(kw.arg == "init" and ast.unparse(kw.value) == "False" for kw in value.keywords):
                continue
        names.append(stmt.target.id)
    return names


def forwarded(fn, siblings, seen=()):
    """Keyword names that fn's **kwargs accepts because fn passes it on, as `**kwargs`, to a sibling function
    (a method of the same class called as self.name(...), or a function of the same module)."""
    if not fn.args.kwarg or fn.name in seen:
        return []
    kwarg = fn.args.kwarg.arg
    names = []
    for call in ast.walk(fn):
        if not isinstance(call, ast.Call):
            continue
        if not any(k.arg is None and isinstance(k.value, ast.Name) and k.value.id == kwarg for k in call.keywords):
            continue
        func = call.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self":
            target = siblings.get(func.attr)
            skip = 1  # self
        elif isinstance(func, ast.Name):
            target = siblings.get(func.id)
            skip = 0
        else:
            continue
        if target is None:
            continue
        positional = [a.arg for a in target.args.posonlyargs + target.args.args][skip + len(call.args) :]
        given = {k.arg for k in call.keywords if k.arg}
        for name in positional + [a.arg for a in target.args.kwonlyargs] + forwarded(target, siblings, (*seen, fn.name)):
            if name not in given and name not in names:
                names.append(name)
    return names


def read_module(source):
    tree = ast.parse(source)
    functions = {}
    classes = {}
    class_nodes = {}
    module_functions = {n.name: n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    forwards = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and public(node.name):
            add_function(functions, node)
            if names := forwarded(node, module_functions):
                forwards[node.name] = names
        elif isinstance(node, ast.ClassDef) and public(node.name):
            class_nodes[node.name] = node
            methods = {}
            method_forwards = {}
            siblings = {n.name: n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
            for stmt in node.body:
                if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and public(stmt.name):
                    add_function(methods, stmt)
                    if names := forwarded(stmt, siblings):
                        method_forwards[stmt.name] = names
            entry = {"bases": [ast.unparse(b) for b in node.bases], "methods": methods}
            if method_forwards:
                entry["forwards"] = method_forwards
            if "dataclass" in decorator_names(node) and "__init__" not in methods:
                fields = []
                for base in node.bases:
                    base_node = class_nodes.get(ast.unparse(base))
                    if base_node is not None and "dataclass" in decorator_names(base_node):
                        fields.extend(dataclass_fields(base_node))
                fields.extend(f for f in dataclass_fields(node) if f not in fields)
                methods["__init__"] = [["self", *fields]]
                entry["generated"] = ["__init__"]
            classes[node.name] = entry
    result = {"functions": functions, "classes": classes}
    if forwards:
        result["forwards"] = forwards
    # Names this module takes from another module of the package (re-exports, and bases defined elsewhere).
    imports = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "robyn" and not node.level:
            target = node.module.replace(".", "/")
            target = {"robyn": "robyn/__init__.py", "robyn/robyn": "robyn/robyn.pyi"}.get(target, f"{target}.py")
            for alias in node.names:
                imports[alias.asname or alias.name] = [target, alias.name]
    if imports:
        result["imports"] = imports
    return result


def dump(value, depth=0):
    """JSON with one line per function or method, so a regenerated file diffs line by line."""
    if not isinstance(value, dict) or all(isinstance(v, list) for v in value.values()) and depth >= 3:
        if isinstance(value, dict):
            pad = "  " * (depth + 1)
            items = [f"{pad}{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + "  " * depth + "}" if items else "{}"
        return json.dumps(value, ensure_ascii=False)
    pad = "  " * (depth + 1)
    items = [f"{pad}{json.dumps(k)}: {dump(v, depth + 1)}" for k, v in value.items()]
    text = "{\n" + ",\n".join(items) + "\n" + "  " * depth + "}" if items else "{}"
    return text + ("\n" if depth == 0 else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--git-dir", help="a Robyn clone's .git folder, or a bare mirror")
    where.add_argument("--src", help="a checked-out Robyn work tree")
    parser.add_argument("--rev", default="HEAD", help="with --git-dir: the commit or tag to read (default HEAD)")
    parser.add_argument("--out", default=OUT, help="output file (default tests/python/robyn-signatures.json)")
    args = parser.parse_args()

    if args.git_dir:
        commit = subprocess.run(
            ["git", f"--git-dir={args.git_dir}", "rev-parse", f"{args.rev}^{{commit}}"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
        paths = list_git(args.git_dir, commit, "robyn", wanted)
        rust_paths = list_git(args.git_dir, commit, "src", is_rust)
        read = lambda p: read_git(args.git_dir, commit, p)  # noqa: E731
        origin = {"commit": commit}
    else:
        paths = list_tree(args.src, "robyn", wanted)
        rust_paths = list_tree(args.src, "src", is_rust)
        read = lambda p: open(os.path.join(args.src, p), encoding="utf-8").read()  # noqa: E731
        origin = {"commit": None}

    modules = {}
    for path in paths:
        modules[path] = read_module(read(path))
    for path in rust_paths:
        module = read_rust(read(path))
        if module["classes"]:
            modules[path] = module

    data = {
        "about": "Parameter names of Robyn's public Python functions and methods; written by "
        "scripts/robyn-signatures.py, read by tests/unit/stubs-vs-source.test.ts.",
        **origin,
        "modules": modules,
    }
    with open(args.out, "w", encoding="utf-8") as out:
        out.write(dump(data))
    count = sum(len(m["functions"]) + sum(len(c["methods"]) for c in m["classes"].values()) for m in modules.values())
    print(f"{os.path.relpath(args.out)}: {len(modules)} modules, {count} functions and methods", file=sys.stderr)


if __name__ == "__main__":
    main()
