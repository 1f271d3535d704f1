# robyn/openapi.py (Robyn 0.88.0): the dataclasses that describe the generated OpenAPI 3.1 document.
from collections.abc import Callable
from pathlib import Path
from typing import Any

from robyn.robyn import Response

class RouteOpenAPIMeta:
    status_code: int | None
    deprecated: bool
    include_in_schema: bool
    response_model: Any
    responses: dict[int | str, Any] | None
    summary: str | None
    description: str | None
    operation_id: str | None
    def __init__(
        self,
        status_code: int | None = None,
        deprecated: bool = False,
        include_in_schema: bool = True,
        response_model: Any = None,
        responses: dict[int | str, Any] | None = None,
        summary: str | None = None,
        description: str | None = None,
        operation_id: str | None = None,
    ) -> None: ...

class Contact:
    name: str | None
    url: str | None
    email: str | None
    def __init__(self, name: str | None = None, url: str | None = None, email: str | None = None) -> None: ...

class License:
    name: str | None
    url: str | None
    def __init__(self, name: str | None = None, url: str | None = None) -> None: ...

class Server:
    url: str
    description: str | None
    def __init__(self, url: str, description: str | None = None) -> None: ...

class ExternalDocumentation:
    description: str | None
    url: str | None
    def __init__(self, description: str | None = None, url: str | None = None) -> None: ...

class Components:
    schemas: dict[str, dict[str, Any]] | None
    responses: dict[str, dict[str, Any]] | None
    parameters: dict[str, dict[str, Any]] | None
    examples: dict[str, dict[str, Any]] | None
    requestBodies: dict[str, dict[str, Any]] | None
    securitySchemes: dict[str, dict[str, Any]] | None
    links: dict[str, dict[str, Any]] | None
    callbacks: dict[str, dict[str, Any]] | None
    pathItems: dict[str, dict[str, Any]] | None
    def __init__(
        self,
        schemas: dict[str, dict[str, Any]] | None = ...,
        responses: dict[str, dict[str, Any]] | None = ...,
        parameters: dict[str, dict[str, Any]] | None = ...,
        examples: dict[str, dict[str, Any]] | None = ...,
        requestBodies: dict[str, dict[str, Any]] | None = ...,
        securitySchemes: dict[str, dict[str, Any]] | None = ...,
        links: dict[str, dict[str, Any]] | None = ...,
        callbacks: dict[str, dict[str, Any]] | None = ...,
        pathItems: dict[str, dict[str, Any]] | None = ...,
    ) -> None: ...

class OpenAPIInfo:
    title: str
    version: str
    description: str | None
    termsOfService: str | None
    contact: Contact
    license: License
    servers: list[Server]
    externalDocs: ExternalDocumentation | None
    components: Components
    def __init__(
        self,
        title: str = "Robyn API",
        version: str = "1.0.0",
        description: str | None = None,
        termsOfService: str | None = None,
        contact: Contact = ...,
        license: License = ...,
        servers: list[Server] = ...,
        externalDocs: ExternalDocumentation | None = ...,
        components: Components = ...,
    ) -> None: ...

class OpenAPI:
    info: OpenAPIInfo
    openapi_spec: dict[str, Any]
    openapi_file_override: bool
    def __init__(self, info: OpenAPIInfo = ..., openapi_file_override: bool = False) -> None: ...
    def add_security_scheme(self, name: str, scheme: dict[str, Any]) -> None: ...
    def prune_empty_components(self) -> None: ...
    def add_openapi_path_obj(
        self,
        route_type: str,
        endpoint: str,
        openapi_name: str,
        openapi_tags: list[str],
        handler: Callable[..., Any],
        auth_required: bool = False,
        meta: RouteOpenAPIMeta | None = None,
    ) -> None: ...
    def add_subrouter_paths(self, subrouter_openapi: OpenAPI) -> None: ...
    def override_openapi(self, openapi_json_spec_path: Path) -> None: ...
    def get_openapi_docs_page(self) -> Response: ...
    def get_openapi_config(self) -> dict[str, Any]: ...
