# Typed description of the `robyn` package of Robyn 0.88.0 (robyn/__init__.py), written for the documentation
# checks from Robyn's source. The names in __all__ are the package's own list; HttpMethod and FunctionInfo are
# importable too. Other names robyn/__init__.py merely imports for itself (Config, OpenAPI, DependencyMap, ...)
# are deliberately not re-exported: examples import them from their own modules (robyn.argument_parser,
# robyn.openapi, ...). Signatures and defaults follow the source; return types describe what the code returns.
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar

from robyn import status_codes as status_codes
from robyn.argument_parser import Config
from robyn.authentication import AuthenticationHandler as AuthenticationHandler
from robyn.dependency_injection import DependencyMap
from robyn.jsonify import jsonify as jsonify
from robyn.mcp import MCPApp as MCPApp
from robyn.openapi import OpenAPI
from robyn.responses import SSEMessage as SSEMessage
from robyn.responses import SSEResponse as SSEResponse
from robyn.responses import StreamingResponse as StreamingResponse
from robyn.responses import html as html
from robyn.responses import serve_file as serve_file
from robyn.responses import serve_html as serve_html
from robyn.robyn import FunctionInfo as FunctionInfo
from robyn.robyn import Headers as Headers
from robyn.robyn import HttpMethod as HttpMethod
from robyn.robyn import Request as Request
from robyn.robyn import Response as Response
from robyn.robyn import WebSocketConnector as WebSocketConnector
from robyn.session import Session as Session
from robyn.session import SessionManager as SessionManager
from robyn.testing import TestClient as TestClient
from robyn.types import JsonBody as JsonBody
from robyn.types import RequestBody as RequestBody
from robyn.types import RequestMethod as RequestMethod
from robyn.types import RequestURL as RequestURL
from robyn.ws import WebSocketAdapter as WebSocketAdapter
from robyn.ws import WebSocketDisconnect as WebSocketDisconnect

__version__: str

_F = TypeVar("_F", bound=Callable[..., Any])

# A route decorator registers the handler and returns Robyn's wrapper around it (not the function itself).
_RouteDecorator = Callable[[Callable[..., Any]], Callable[..., Any]]
# before_request()/after_request() return a decorator that registers the hook and returns None.
_MiddlewareDecorator = Callable[[Callable[..., Any]], None]

class _WebSocketHandler(Protocol):
    # @app.websocket returns the handler itself with two registration decorators attached.
    def __call__(self, *args: Any, **kwargs: Any) -> Awaitable[Any]: ...
    def on_connect(self, fn: _F) -> _F: ...
    def on_close(self, fn: _F) -> _F: ...

class BaseRobyn:
    file_path: str
    directory_path: str
    config: Config
    dependencies: DependencyMap
    openapi: OpenAPI | None
    request_headers: Headers
    response_headers: Headers
    excluded_response_headers_paths: list[str] | None
    authentication_handler: AuthenticationHandler | None
    session_manager: SessionManager | None
    def __init__(
        self,
        file_object: str,
        config: Config = ...,
        openapi_file_path: str | None = None,
        openapi: OpenAPI | None = None,
        dependencies: DependencyMap = ...,
    ) -> None: ...
    def add_route(
        self,
        route_type: HttpMethod | str,
        endpoint: str,
        handler: Callable[..., Any],
        is_const: bool = False,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] | None = None,
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> Callable[..., Any]: ...
    def inject(self, **kwargs: Any) -> None: ...
    def inject_global(self, **kwargs: Any) -> None: ...
    def before_request(self, endpoint: str | None = None) -> _MiddlewareDecorator: ...
    def after_request(self, endpoint: str | None = None) -> _MiddlewareDecorator: ...
    def serve_directory(
        self,
        route: str,
        directory_path: str,
        index_file: str | None = None,
        show_files_listing: bool = False,
    ) -> None: ...
    def add_request_header(self, key: str, value: str) -> None: ...
    def add_response_header(self, key: str, value: str) -> None: ...
    def set_request_header(self, key: str, value: str) -> None: ...
    def set_response_header(self, key: str, value: str) -> None: ...
    def exclude_response_headers_for(self, excluded_response_headers_paths: list[str] | None) -> None: ...
    def add_web_socket(self, endpoint: str, handlers: dict[str, Any]) -> None: ...
    def websocket(self, endpoint: str) -> Callable[[Callable[..., Awaitable[Any]]], _WebSocketHandler]: ...
    # Both register the handler and return None, also when used as decorators.
    def startup_handler(self, handler: Callable[[], Any]) -> None: ...
    def shutdown_handler(self, handler: Callable[[], Any]) -> None: ...
    def is_port_in_use(self, port: int) -> bool: ...
    # Registers the handler and returns None, also when used as a decorator.
    def exception(self, exception_handler: Callable[..., Any]) -> None: ...
    def get(
        self,
        endpoint: str,
        const: bool = False,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["get"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def post(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["post"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def put(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["put"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def delete(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["delete"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def patch(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["patch"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def head(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["head"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def options(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["options"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def connect(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["connect"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def trace(
        self,
        endpoint: str,
        auth_required: bool = False,
        openapi_name: str = "",
        openapi_tags: list[str] = ["trace"],
        status_code: int | None = None,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
    ) -> _RouteDecorator: ...
    def include_router(self, router: SubRouter) -> None: ...
    def configure_authentication(self, authentication_handler: AuthenticationHandler) -> None: ...
    def configure_sessions(
        self,
        secret_key: str,
        *,
        cookie_name: str = "session",
        max_age: int | None = 1209600,
        path: str = "/",
        domain: str | None = None,
        secure: bool = False,
        http_only: bool = True,
        same_site: str = "Lax",
    ) -> SessionManager: ...
    @property
    def mcp(self) -> MCPApp: ...

class Robyn(BaseRobyn):
    # ROBYN_HOST, ROBYN_PORT, ROBYN_CLIENT_TIMEOUT and ROBYN_KEEP_ALIVE_TIMEOUT override the arguments.
    def start(
        self,
        host: str = "127.0.0.1",
        port: int = 8080,
        _check_port: bool = True,
        client_timeout: int = 30,
        keep_alive_timeout: int = 20,
    ) -> None: ...

class SubRouter(BaseRobyn):
    prefix: str
    tags: list[str]
    # SubRouter("/users"), SubRouter(prefix="/users", tags=[...]); the legacy SubRouter(__file__, prefix=...)
    # forms are still accepted (with a DeprecationWarning), hence *args.
    def __init__(
        self,
        *args: str,
        prefix: str = "",
        tags: list[str] | None = None,
        config: Config = ...,
        openapi: OpenAPI = ...,
        file_object: str | None = None,
    ) -> None: ...

def ALLOW_CORS(app: Robyn, origins: list[str] | str, headers: list[str] | str | None = None) -> None: ...

__all__ = [
    "Robyn",
    "Request",
    "Response",
    "status_codes",
    "jsonify",
    "serve_file",
    "serve_html",
    "html",
    "StreamingResponse",
    "SSEResponse",
    "SSEMessage",
    "ALLOW_CORS",
    "SubRouter",
    "AuthenticationHandler",
    "Headers",
    "WebSocketConnector",
    "WebSocketAdapter",
    "WebSocketDisconnect",
    "JsonBody",
    "MCPApp",
    "TestClient",
    "RequestMethod",
    "RequestBody",
    "RequestURL",
    "Session",
    "SessionManager",
]
