#!/usr/bin/env python3
"""Writes content/reference/history.json: for every public name of our pyright stubs (tests/python/stubs/robyn/*.pyi),
the Robyn release that added it and the releases that changed its parameter list, computed from Robyn's git tags.

Regenerate (from the repository root) with a Robyn clone or bare mirror that has the release tags:

    python3 scripts/robyn-api-history.py --git-dir /path/to/Robyn.git --documented v0.88.0

Nothing is imported or run from Robyn: every release tag (v0.88.0, and the few named without the "v", such as 0.4.0)
is read with the parsers of scripts/robyn-signatures.py, imported from that file. For each tag up to the documented
release, what is read is:
- every `robyn/**/*.py` module (robyn/scaffold/ excluded) and `robyn/robyn.pyi`, with `ast`: top-level functions,
  classes with their bases, methods (a @dataclass's generated __init__ included) and, added here, their attributes
  (class-level assignments and annotations, enum members, @property methods, `self.name = ...` in any method) and the
  module's top-level constants;
- the Rust extension under `src/**/*.rs`: the `#[pymethods]` methods as robyn-signatures.py reads them and, added
  here, every `#[pyclass]` (a class counts as present when its #[pyclass] exists, methods or not), its
  `#[pyo3(get)]` fields, `#[getter]` methods, enum variants and the `#[pyfunction]`s.

Entry keys follow the stubs: `<module>.<qualname>`, the module from the stub file name (`__init__.pyi` -> `robyn`,
`robyn.pyi` -> `robyn.robyn`), one entry per class, function, method, property, attribute and constant (a class's
__init__ gives the class entry its parameters; `_`-prefixed helpers and `__all__` are left out, other dunder names
are entries). Re-exports (`from robyn.x import Name as Name` in __init__.pyi) are entries of the module that defines
them, not of `robyn`.

A name is looked up by qualname in the tag, first in the module the stub names (for `robyn.robyn`: the Rust sources,
then robyn/robyn.pyi), then in the other modules of the same side (Python modules sorted by path; or Rust and
robyn/robyn.pyi), then, for a function only, on the other side (jsonify was a Rust function from 0.37.0 to 0.53.0).
The first module that has the top-level name (the class, for `Class.member`) answers, and members are followed through
the class's bases. Outside the preferred module a top-level name must be of the stub's kind (class, function or
constant). When the class itself does not exist in a tag, its subclasses in the stubs are tried (BaseRobyn's methods
lived on Robyn before BaseRobyn existed). A class's parameters are its __init__'s, found through its bases; a Rust
class without #[new], or a Python class on object or ABC without one, has none (an empty list), and a class on another
outside base (Exception, Enum, ...) has unknown ones, which are not compared.

"added" is the first release of the last unbroken run of releases that has the name, up to the documented release; an
earlier run is told in "note". "changes" compares the parameter names (not annotations, defaults or kinds; `self`/`cls`
and the `*` and `/` markers left out; `*args` and `**kwargs` kept with their stars; overloads merged; keyword names a
method hands on through **kwargs to a sibling, as robyn-signatures.py's "forwards" finds them, added) of consecutive
releases of that run, oldest first. "note" also says where the name was found when that was not where the documented
release has it. A Rust class counts from the release that registers it with add_class (before, its #[pyclass] could
not be imported: Response was compiled from 0.20.0 and importable from 0.21.0, Url from 0.42.1).

`--trace KEY` prints, for one entry, every release where what is found changes (where, and the parameter names).
"""

import argparse
import ast
import importlib.util
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
OUT = os.path.join(ROOT, "content", "reference", "history.json")
STUBS = os.path.join(ROOT, "tests", "python", "stubs", "robyn")

sys.dont_write_bytecode = True  # no scripts/__pycache__ from importing robyn-signatures.py
_spec = importlib.util.spec_from_file_location("robyn_signatures", os.path.join(HERE, "robyn-signatures.py"))
sig = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sig)

RELEASE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)$")
RUST = "src (Rust)"
PYI = "robyn/robyn.pyi"
OBJECT_BASES = {"object", "ABC", "abc.ABC"}


# ---------------------------------------------------------------------------------------------------------------
# Reading the repository


class Repo:
    """A bare mirror or clone read through one `git cat-file --batch` process."""

    def __init__(self, git_dir):
        self.git_dir = git_dir
        self.batch = subprocess.Popen(
            ["git", f"--git-dir={git_dir}", "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )

    def git(self, *args):
        return subprocess.run(
            ["git", f"--git-dir={self.git_dir}", *args], check=True, capture_output=True, text=True
        ).stdout

    def tree(self, rev):
        """(path, blob id) of every file of the commit `rev`."""
        out = self.git("ls-tree", "-r", "--full-tree", rev)
        files = []
        for line in out.splitlines():
            meta, path = line.split("\t", 1)
            _mode, kind, blob = meta.split()
            if kind == "blob":
                files.append((path, blob))
        return files

    def blob(self, blob):
        self.batch.stdin.write(blob.encode() + b"\n")
        self.batch.stdin.flush()
        header = self.batch.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            raise ValueError(f"cannot read blob {blob}")
        size = int(header[2])
        data = self.batch.stdout.read(size)
        self.batch.stdout.read(1)
        return data.decode("utf-8", errors="replace")

    def close(self):
        self.batch.stdin.close()
        self.batch.wait()


def release_tags(repo, documented):
    """The release tags up to `documented`, ascending by version, and the tags left out with the reason."""
    chosen, skipped = {}, []
    limit = version_key(documented)
    for tag in sorted(repo.git("tag", "--list").split()):
        m = RELEASE.match(tag)
        if not m:
            skipped.append((tag, "not a release version (pre-release or other name)"))
            continue
        key = tuple(int(x) for x in m.groups())
        if key > limit:
            skipped.append((tag, f"after the documented release {documented}"))
            continue
        if key in chosen:
            # Prefer the "v" spelling when a version is tagged twice.
            keep, drop = sorted([chosen[key], tag], key=lambda t: not t.startswith("v"))
            chosen[key] = keep
            skipped.append((drop, f"second tag of version {'.'.join(map(str, key))} ({keep} kept)"))
            continue
        chosen[key] = tag
    return [chosen[k] for k in sorted(chosen)], skipped


def version_key(tag):
    m = RELEASE.match(tag)
    if not m:
        raise SystemExit(f"--documented must be a release tag such as v0.88.0, not {tag!r}")
    return tuple(int(x) for x in m.groups())


def plain(tag):
    return tag[1:] if tag.startswith("v") else tag


# ---------------------------------------------------------------------------------------------------------------
# Python: robyn-signatures.py's read_module, plus attributes and constants


def python_extras(source):
    """Top-level constants, and per class: attribute names and the names of @property methods."""
    tree = ast.parse(source)
    constants = set()
    classes = {}

    def targets(node):
        if isinstance(node, (ast.Assign,)):
            return node.targets
        if isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            return [node.target]
        return []

    def names_in(target):
        if isinstance(target, ast.Name):
            yield target.id
        elif isinstance(target, (ast.Tuple, ast.List)):
            for elt in target.elts:
                yield from names_in(elt)

    for node in tree.body:
        for target in targets(node):
            for name in names_in(target):
                if sig.public(name) and name != "__all__":
                    constants.add(name)
        if not isinstance(node, ast.ClassDef) or not sig.public(node.name):
            continue
        attrs, properties = set(), set()
        for stmt in node.body:
            for target in targets(stmt):
                attrs.update(n for n in names_in(target) if sig.public(n))
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                decorators = sig.decorator_names(stmt)
                if any(d in ("property", "cached_property", "setter", "getter", "deleter") for d in decorators):
                    properties.add(stmt.name)
                for inner in ast.walk(stmt):
                    for target in targets(inner):
                        for t in [target, *getattr(target, "elts", [])]:
                            if (
                                isinstance(t, ast.Attribute)
                                and isinstance(t.value, ast.Name)
                                and t.value.id == "self"
                                and sig.public(t.attr)
                            ):
                                attrs.add(t.attr)
        classes[node.name] = {"attrs": attrs, "properties": properties}
    return constants, classes


def read_python(source):
    """One Python module in the normalised form: functions, classes (bases, methods, attrs), constants, imports."""
    module = sig.read_module(source)
    constants, extras = python_extras(source)
    classes = {}
    for name, cls in module["classes"].items():
        extra = extras.get(name, {"attrs": set(), "properties": set()})
        methods = {}
        for method, signatures in cls["methods"].items():
            if method in extra["properties"]:
                continue
            forwards = cls.get("forwards", {}).get(method, [])
            methods[method] = param_names(signatures, drop_first=True, forwards=forwards)
        classes[name] = {
            "bases": cls["bases"],
            "methods": methods,
            "attrs": extra["attrs"] | extra["properties"],
        }
    functions = {
        name: param_names(signatures, drop_first=False, forwards=module.get("forwards", {}).get(name, []))
        for name, signatures in module["functions"].items()
    }
    return {
        "functions": functions,
        "classes": classes,
        "constants": constants - set(functions) - set(classes),
        "imports": module.get("imports", {}),
    }


def param_names(signatures, drop_first, forwards=()):
    """The parameter names of one or more signatures (overloads), in first-seen order."""
    names = []
    for signature in signatures:
        for i, p in enumerate(signature):
            if p in ("*", "/") or (drop_first and i == 0 and p in ("self", "cls")):
                continue
            if p not in names:
                names.append(p)
    for p in forwards:
        if p not in names:
            names.append(p)
    return names


# ---------------------------------------------------------------------------------------------------------------
# Rust: robyn-signatures.py's read_rust for #[pymethods], plus #[pyclass], fields, getters, variants, #[pyfunction]

PYCLASS = re.compile(
    r"#\[pyclass(?:\(([^\]]*)\))?\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?(struct|enum)\s+(\w+)"
)
PYFUNCTION = re.compile(
    r"#\[pyfunction[^\]]*\]\s*((?:#\[[^\]]*\]\s*)*)"
    r"(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+(\w+)\s*(?:<[^>(]*>)?\s*\("
)
ATTRS_FN = re.compile(r"((?:#\[[^\n]*\]\s*)*)(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+(\w+)\s*(?:<[^>(]*>)?\s*\(")


def rust_params(attrs, text, open_paren):
    """Python parameter names of a Rust function whose argument list opens at `open_paren` (as read_rust does)."""
    signature = re.search(r"signature\s*=\s*\(", attrs)
    if signature:
        start = attrs.index("(", signature.start())
        raw = sig.split_top(attrs[start + 1 : sig.balanced(attrs, start, "(", ")") - 1])
        return [p.split("=")[0].strip() for p in raw]
    raw = sig.split_top(text[open_paren + 1 : sig.balanced(text, open_paren, "(", ")") - 1])
    return sig.rust_arguments(raw, receiver_first_only=True)


def read_rust_file(source):
    """What one Rust file declares: pyclasses (rust name -> python name, attributes), pymethods, pyfunctions."""
    # Python class name (or the Rust name, when the #[pyclass] is in another file) -> {"methods": {...}}
    methods = sig.read_rust(source, receiver_first_only=True)["classes"]
    text = re.sub(r"//[^\n]*", "", source)
    pyclasses = {}
    for m in PYCLASS.finditer(text):
        args, kind, rust_name = m.group(1) or "", m.group(2), m.group(3)
        rename = re.search(r'\bname\s*=\s*"?(\w+)"?', args)
        attrs = set()
        brace = text.find("{", m.end())
        semicolon = re.compile(r"[;(]").search(text, m.end())
        if brace != -1 and (semicolon is None or brace < semicolon.start()):
            body = text[brace + 1 : sig.balanced(text, brace, "{", "}") - 1]
            if kind == "struct":
                get_all = re.search(r"\bget_all\b", args)
                for f in re.finditer(
                    r"((?:#\[[^\]]*\]\s*)*)(?:pub(?:\([^)]*\))?\s+)?(\w+)\s*:(?!:)", body
                ):
                    field_attrs, field = f.group(1), f.group(2)
                    if get_all or re.search(r"#\[pyo3\([^\]]*\bget\b", field_attrs):
                        attrs.add(field)
            else:
                for variant in sig.split_top(body):
                    v = re.match(r"((?:#\[[^\]]*\]\s*)*)(\w+)", variant.strip())
                    if v:
                        vname = re.search(r'#\[pyo3\([^\]]*name\s*=\s*"(\w+)"', v.group(1))
                        attrs.add(vname.group(1) if vname else v.group(2))
        pyclasses[rust_name] = {"name": rename.group(1) if rename else rust_name, "attrs": attrs}
    # Getters and setters of the #[pymethods] blocks are attributes.
    getters = {}
    for m in re.finditer(r"#\[pymethods\]\s*impl\s+(\w+)\s*\{", text):
        body = text[m.end() - 1 : sig.balanced(text, m.end() - 1, "{", "}")]
        for fn in ATTRS_FN.finditer(body):
            found = re.search(r"#\[(getter|setter)(?:\((\w+)\))?\]", fn.group(1))
            if not found:
                continue
            name = found.group(2) or re.sub(r"^(get|set)_", "", fn.group(2))
            if sig.public(name):
                getters.setdefault(m.group(1), set()).add(name)
    functions = {}
    for m in PYFUNCTION.finditer(text):
        rename = re.search(r'#\[pyo3\([^\]]*name\s*=\s*"(\w+)"', m.group(1))
        name = rename.group(1) if rename else m.group(2)
        if sig.public(name):
            functions[name] = rust_params(m.group(1), text, m.end() - 1)
    registered = set(re.findall(r"add_class::<(?:\w+::)*(\w+)>", text))
    return {
        "pyclasses": pyclasses,
        "methods": methods,
        "getters": getters,
        "functions": functions,
        "registered": registered,
    }


def merge_rust(files):
    """All Rust files of a tag as one module (the extension module robyn.robyn)."""
    py_name = {}
    for f in files:
        for rust_name, info in f["pyclasses"].items():
            py_name[rust_name] = info["name"]
    py_names = set(py_name.values())

    def name_of(key):
        return py_name[key] if key in py_name and key not in py_names else key

    classes = {}
    for f in files:
        for rust_name, info in f["pyclasses"].items():
            cls = classes.setdefault(info["name"], {"bases": [], "methods": {}, "attrs": set()})
            cls["attrs"] |= info["attrs"]
    for f in files:
        for key, info in f["methods"].items():
            cls = classes.setdefault(name_of(key), {"bases": [], "methods": {}, "attrs": set()})
            for method, signatures in info["methods"].items():
                params = param_names(signatures, drop_first=True)
                old = cls["methods"].get(method)
                cls["methods"][method] = params if old is None else old + [p for p in params if p not in old]
        for key, names in f["getters"].items():
            cls = classes.setdefault(name_of(key), {"bases": [], "methods": {}, "attrs": set()})
            cls["attrs"] |= names
    functions = {}
    for f in files:
        functions.update(f["functions"])
    registered = set().union(*(f["registered"] for f in files))
    unregistered = {py_name[r] for r in py_name if r not in registered} if registered else set()
    return {"functions": functions, "classes": classes, "constants": set(), "imports": {}, "unregistered": unregistered}


# ---------------------------------------------------------------------------------------------------------------
# One tag


class Snapshot:
    """The public names of one release: Python modules by path, the Rust extension as one module."""

    def __init__(self, modules, rust):
        self.modules = dict(sorted(modules.items()))
        if rust is not None:
            self.modules[RUST] = rust

    def order(self, preferred):
        """(label, same_side) in lookup order: the preferred modules, the other modules of the same side (Python, or
        the extension module's Rust sources and robyn/robyn.pyi), then the other side."""
        extension = (RUST, PYI)
        python = [p for p in self.modules if p not in extension]
        side = extension if preferred[0] in extension else python
        other = python if preferred[0] in extension else [p for p in extension if p in self.modules]
        labels = [p for p in preferred if p in self.modules]
        labels += [p for p in side if p in self.modules and p not in labels]
        return [(p, True) for p in labels] + [(p, False) for p in other]

    def top(self, label, name, kind):
        """The parameters of a top-level name of one module (None for constants and for classes without an __init__
        of their own making); False when absent or, when `kind` is given, of another kind."""
        module = self.modules[label]
        if name in module["functions"] and kind in (None, "function"):
            return module["functions"][name]
        if name in module["classes"] and kind in (None, "class"):
            return self.member(label, name, "__init__", set())
        if name in module["constants"] and kind in (None, "constant"):
            return None
        return False

    def find_class(self, label, base):
        """The module label that defines the class `base` as seen from module `label`."""
        name = re.sub(r"\[.*$", "", base).split(".")[-1]
        module = self.modules[label]
        if name in module["classes"]:
            return label, name
        if name in module["imports"]:
            target, original = module["imports"][name]
            if target in self.modules and original in self.modules[target]["classes"]:
                return target, original
        return None

    def member(self, label, cls, name, seen):
        """The parameters of cls.name (None for an attribute) following the bases; False when absent."""
        if (label, cls) in seen:
            return False
        seen.add((label, cls))
        info = self.modules[label]["classes"][cls]
        if name in info["methods"]:
            return info["methods"][name]
        if name in info["attrs"]:
            return None
        plain_object = True
        for base in info["bases"]:
            found = self.find_class(label, base)
            if found:
                result = self.member(*found, name, seen)
                if result is not False:
                    return result
            elif base not in OBJECT_BASES:
                plain_object = False
        if name == "__init__":
            # No __init__ in the class or its robyn bases: a Rust class without #[new] or a Python class on object
            # (or ABC) takes no arguments; the constructor of another outside base (Exception, Enum, ...) is unknown.
            return [] if plain_object else None
        return False

    def lookup(self, preferred, qualname, kind, subclasses):
        """(found, params, where) for `qualname`: params is None for attributes, constants and classes without an
        __init__ of their own making. In the preferred module a top-level name may be of any kind (status codes were
        enum members, then constants); elsewhere it must be of the stub's kind, and on the other side only a
        function counts (robyn/robyn.pyi and the Rust sources have classes of their own, such as Server)."""
        parts = qualname.split(".")
        # A #[pyclass] not registered with add_class is not importable from robyn.robyn, even where robyn/robyn.pyi
        # already declares it: the name (and its members) is not there yet.
        if any(parts[0] in self.modules[label].get("unregistered", ()) for label, same in self.order(preferred) if same):
            return False, None, None
        for label, same_side in self.order(preferred):
            module = self.modules[label]
            if len(parts) == 1:
                if not same_side and kind != "function":
                    continue
                result = self.top(label, parts[0], None if label in preferred else kind)
                if result is not False:
                    return True, result, label
                continue
            cls, name = parts
            if same_side and cls in module["classes"]:
                result = self.member(label, cls, name, set())
                if result is False:
                    return False, None, None
                return True, result, label
        if len(parts) == 2:
            for sub in subclasses.get(parts[0], []):
                found, params, where = self.lookup(preferred, f"{sub}.{parts[1]}", kind, {})
                if found:
                    return True, params, f"{where}, as {sub}.{parts[1]}"
        return False, None, None


def read_tag(repo, tag, cache, problems, remarks=None):
    try:
        files = repo.tree(tag)
    except subprocess.CalledProcessError as error:
        problems.append(f"{plain(tag)}: git ls-tree failed ({error.stderr.strip()})")
        return None
    if remarks is not None:
        # A tag whose Cargo.toml or pyproject.toml names another version is kept, and said.
        for path, blob in files:
            if path in ("Cargo.toml", "pyproject.toml"):
                try:
                    declared = re.search(r'(?m)^version\s*=\s*"([^"]+)"', repo.blob(blob))
                except ValueError:
                    declared = None
                if declared and declared.group(1) != plain(tag):
                    remarks.append(f"tag {tag}: {path} says version {declared.group(1)} (tag kept)")
    modules, rust_files = {}, []
    for path, blob in files:
        if path.startswith("robyn/") and sig.wanted(path):
            kind = "py"
        elif path.startswith("src/") and sig.is_rust(path):
            kind = "rs"
        else:
            continue
        key = (kind, blob)
        if key not in cache:
            try:
                text = repo.blob(blob)
                cache[key] = read_python(text) if kind == "py" else read_rust_file(text)
            except Exception as error:  # noqa: BLE001 - an old file the parsers cannot read is reported, not fatal
                cache[key] = error
        result = cache[key]
        if isinstance(result, Exception):
            problems.append(f"{plain(tag)}: {path} not read ({type(result).__name__}: {result})")
            continue
        if kind == "py":
            modules[path] = result
        else:
            rust_files.append(result)
    if not modules:
        problems.append(f"{plain(tag)}: no robyn/**/*.py module could be read")
        return None
    return Snapshot(modules, merge_rust(rust_files) if rust_files else None)


# ---------------------------------------------------------------------------------------------------------------
# The stubs


def stub_entries(folder):
    """(key, module, qualname, kind) of every public name of the stubs (kind: function, class, constant, method or
    attribute; properties are attributes), and class -> subclasses (in stub order)."""
    entries, subclasses = [], {}
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".pyi"):
            continue
        stem = file[:-4]
        module = {"__init__": "robyn", "robyn": "robyn.robyn"}.get(stem, f"robyn.{stem}")
        tree = ast.parse(open(os.path.join(folder, file), encoding="utf-8").read())

        def add(qualname, kind):
            key = f"{module}.{qualname}"
            if all(e[0] != key for e in entries):
                entries.append((key, module, qualname, kind))

        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
                add(node.name, "function")
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(target, ast.Name) and sig.public(target.id) and target.id != "__all__":
                        add(target.id, "constant")
            elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                add(node.name, "class")
                for base in node.bases:
                    subclasses.setdefault(ast.unparse(base), []).append(node.name)
                for stmt in node.body:
                    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        if sig.public(stmt.name) and stmt.name != "__init__":
                            is_property = any(
                                d in ("property", "setter", "getter", "deleter") for d in sig.decorator_names(stmt)
                            )
                            add(f"{node.name}.{stmt.name}", "attribute" if is_property else "method")
                    elif isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                        for target in stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]:
                            if isinstance(target, ast.Name) and sig.public(target.id):
                                add(f"{node.name}.{target.id}", "attribute")
    return sorted(entries), subclasses


def preferred_modules(module):
    if module == "robyn.robyn":
        return [RUST, PYI]
    if module == "robyn":
        return ["robyn/__init__.py"]
    path = module.replace(".", "/")
    return [f"{path}.py", f"{path}/__init__.py"]


# ---------------------------------------------------------------------------------------------------------------
# History of one entry


def runs(flags):
    """[start, end) index pairs of the runs of True."""
    out, start = [], None
    for i, flag in enumerate(flags + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            out.append((start, i))
            start = None
    return out


def span(versions, start, end):
    return versions[start] if end - start == 1 else f"{versions[start]}–{versions[end - 1]}"


def history(entry, snapshots, versions, subclasses):
    key, module, qualname, kind = entry
    preferred = preferred_modules(module)
    seen = [snap.lookup(preferred, qualname, kind, subclasses) for snap in snapshots]
    present = [s[0] for s in seen]
    result = {}
    notes = []
    if not present[-1]:
        result["added"] = None
        where = " or ".join(preferred)
        notes.append(f"not found in the documented release {versions[-1]} (looked in {where} and the other modules)")
        last_runs = runs(present)
        if last_runs:
            notes.append("present in " + ", ".join(span(versions, a, b) for a, b in last_runs))
        result["note"] = "; ".join(notes)
        return result
    all_runs = runs(present)
    start, end = all_runs[-1]
    result["added"] = versions[start]
    if len(all_runs) > 1:
        earlier = ", ".join(span(versions, a, b) for a, b in all_runs[:-1])
        gaps = ", ".join(span(versions, all_runs[i][1], all_runs[i + 1][0]) for i in range(len(all_runs) - 1))
        notes.append(f"also present in {earlier}, absent in {gaps}; \"added\" is its return")
    # Where it was found, when that differs from where the documented release has it.
    final_where = seen[-1][2]
    places = []
    for i in range(start, end):
        where = seen[i][2]
        if places and places[-1][0] == where:
            places[-1][2] = i + 1
        else:
            places.append([where, i, i + 1])
    for where, a, b in places:
        if where != final_where:
            notes.append(f"{span(versions, a, b)}: found in {where}")
    changes = []
    for i in range(start + 1, end):
        old, new = seen[i - 1][1], seen[i][1]
        if old is None or new is None:
            continue
        added = [p for p in new if p not in old]
        removed = [p for p in old if p not in new]
        if added or removed:
            changes.append({"version": versions[i], "paramsAdded": added, "paramsRemoved": removed})
    if changes:
        result["changes"] = changes
    if notes:
        result["note"] = "; ".join(notes)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--git-dir", required=True, help="a Robyn clone's .git folder, or a bare mirror, with its tags")
    parser.add_argument("--documented", default="v0.88.0", help="the documented release tag (default v0.88.0)")
    parser.add_argument("--stubs", default=STUBS, help="folder of the robyn/*.pyi stubs")
    parser.add_argument("--out", default=OUT, help="output file (default content/reference/history.json)")
    parser.add_argument(
        "--trace", action="append", default=[], metavar="KEY", help="print what each release has for KEY (repeatable)"
    )
    args = parser.parse_args()

    repo = Repo(args.git_dir)
    tags, skipped = release_tags(repo, args.documented)
    if not tags or plain(tags[-1]) != plain(args.documented):
        raise SystemExit(f"the documented release {args.documented} is not among the tags")
    cache, problems, remarks, snapshots, versions = {}, [], [], [], []
    for tag in tags:
        snap = read_tag(repo, tag, cache, problems, remarks)
        if snap is None:
            skipped.append((tag, "could not be read"))
            continue
        snapshots.append(snap)
        versions.append(plain(tag))
    repo.close()

    entries, subclasses = stub_entries(args.stubs)
    for key in args.trace:
        entry = next((e for e in entries if e[0] == key), None)
        if entry is None:
            raise SystemExit(f"--trace {key}: no such entry in the stubs")
        previous = object()
        for version, snap in zip(versions, snapshots):
            found = snap.lookup(preferred_modules(entry[1]), entry[2], entry[3], subclasses)
            if found != previous:
                seen = f"{found[2]} {found[1]}" if found[0] else "absent"
                print(f"trace {key} {version}: {seen}", file=sys.stderr)
            previous = found
    out = {}
    for entry in entries:
        out[entry[0]] = history(entry, snapshots, versions, subclasses)

    data = {
        "about": "Robyn release that added each public name of our stubs (tests/python/stubs/robyn/*.pyi) and the "
        "releases that changed its parameter names, computed from the release tags of Robyn's git repository "
        "(parsers of scripts/robyn-signatures.py). Regenerate from the repository root: python3 "
        f"scripts/robyn-api-history.py --git-dir /path/to/Robyn.git --documented {args.documented}",
        "documented": plain(args.documented),
        "tags": versions,
        "entries": out,
    }
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n")

    placed = sum(1 for e in out.values() if e["added"] is not None)
    changed = sum(1 for e in out.values() if "changes" in e)
    print(
        f"{os.path.relpath(args.out)}: {len(out)} entries, {placed} placed, {len(out) - placed} not placed, "
        f"{changed} with parameter changes; {len(versions)} releases read ({versions[0]} to {versions[-1]})",
        file=sys.stderr,
    )
    for tag, why in skipped:
        print(f"skipped tag {tag}: {why}", file=sys.stderr)
    for remark in remarks:
        print(f"remark: {remark}", file=sys.stderr)
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    for key, e in out.items():
        if e["added"] is None:
            print(f"not placed: {key}: {e['note']}", file=sys.stderr)


if __name__ == "__main__":
    main()
