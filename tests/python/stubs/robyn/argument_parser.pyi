# robyn/argument_parser.py (Robyn 0.88.0): Config parses the command-line flags (parse_known_args) when built.
import argparse

class Config:
    parser: argparse.ArgumentParser
    fast: bool
    dev: bool | None
    processes: int
    workers: int
    create: bool
    docs: bool
    open_browser: bool
    version: bool
    compile_rust_path: str | None
    create_rust_file: str | None
    file_path: str | None
    disable_openapi: bool
    log_level: str
    def __init__(self) -> None: ...
