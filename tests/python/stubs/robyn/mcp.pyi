# robyn/mcp.py (Robyn 0.88.0): a Model Context Protocol server (JSON-RPC on POST /mcp) reached as app.mcp.
from collections.abc import Callable
from typing import Any, TypeVar

_F = TypeVar("_F", bound=Callable[..., Any])

class MCPResource:
    uri: str
    name: str
    description: str | None
    mimeType: str | None
    def __init__(self, uri: str, name: str, description: str | None = None, mimeType: str | None = None) -> None: ...

class MCPTool:
    name: str
    description: str
    inputSchema: dict[str, Any]
    def __init__(self, name: str, description: str, inputSchema: dict[str, Any]) -> None: ...

class MCPPrompt:
    name: str
    description: str
    arguments: list[dict[str, Any]] | None
    def __init__(self, name: str, description: str, arguments: list[dict[str, Any]] | None = None) -> None: ...

class MCPError(Exception):
    code: int
    message: str
    data: Any
    def __init__(self, code: int, message: str, data: Any | None = None) -> None: ...

class MCPHandler:
    def __init__(self) -> None: ...
    def register_resource(
        self, uri: str, name: str, handler: Callable[..., Any], description: str | None = None, mime_type: str | None = None
    ) -> None: ...
    def register_tool(self, name: str, handler: Callable[..., Any], description: str, input_schema: dict[str, Any]) -> None: ...
    def register_prompt(
        self, name: str, handler: Callable[..., Any], description: str, arguments: list[dict[str, Any]] | None = None
    ) -> None: ...
    async def handle_request(self, request_data: dict[str, Any]) -> dict[str, Any]: ...

class MCPApp:
    handler: MCPHandler
    def __init__(self, robyn_app: Any) -> None: ...
    # The decorators register the function and return it unchanged; omitted values are derived from it.
    def resource(
        self, uri: str | None = None, name: str | None = None, description: str | None = None, mime_type: str | None = None
    ) -> Callable[[_F], _F]: ...
    def tool(
        self, name: str | None = None, description: str | None = None, input_schema: dict[str, Any] | None = None
    ) -> Callable[[_F], _F]: ...
    def prompt(
        self, name: str | None = None, description: str | None = None, arguments: list[dict[str, Any]] | None = None
    ) -> Callable[[_F], _F]: ...
