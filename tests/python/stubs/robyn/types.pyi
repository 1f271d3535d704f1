# robyn/types.py (Robyn 0.88.0): annotations that select what a handler parameter receives.
from typing import Literal, NewType, TypedDict

from robyn.robyn import Url

class Directory:
    route: str
    directory_path: str
    show_files_listing: bool
    index_file: str | None
    def __init__(self, route: str, directory_path: str, show_files_listing: bool, index_file: str | None) -> None: ...
    def as_list(self) -> list[str | bool | None]: ...

PathParams = NewType("PathParams", dict[str, str])
Method = NewType("Method", str)
FormData = NewType("FormData", dict[str, str])
Files = NewType("Files", dict[str, bytes])
IPAddress = NewType("IPAddress", str | None)  # type: ignore[valid-newtype]

RequestMethod = Literal["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "CONNECT", "TRACE"]
RequestBody = str | bytes
RequestURL = Url

# Base for typed OpenAPI response bodies.
class JSONResponse(TypedDict): ...

# Base for request-body annotations: the handler receives the raw body.
class Body: ...

# Base for JSON-body annotations: the handler receives request.json(). Invalid JSON answers 400 only for a sync
# handler; for an `async def` handler Robyn's wrapper awaits that 400 Response, which raises TypeError: a 500
# (or the TypeError reaches @app.exception). robyn/router.py, parameter resolution and async_inner_handler.
class JsonBody: ...

# Raised (and answered with 400) when a query or path parameter is missing or cannot be converted.
class QueryParamValidationError(Exception):
    param_name: str
    value: str | None
    expected_type: type
    detail: str
    def __init__(self, param_name: str, value: str | None, expected_type: type, message: str | None = None) -> None: ...

__all__ = [
    "JSONResponse",
    "Body",
    "JsonBody",
    "QueryParamValidationError",
    "Directory",
    "PathParams",
    "Method",
    "FormData",
    "Files",
    "IPAddress",
    "RequestMethod",
    "RequestBody",
    "RequestURL",
]
