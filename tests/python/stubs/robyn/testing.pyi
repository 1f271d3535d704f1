# robyn/testing.py (Robyn 0.88.0): an in-process client that calls the app's handlers without a server.
from typing import Any

from robyn.robyn import Headers

class TestResponse:
    status_code: int
    headers: Headers
    def __init__(self, status_code: int, headers: Headers, _body: bytes = b"") -> None: ...
    @property
    def text(self) -> str: ...
    def json(self) -> Any: ...
    @property
    def content(self) -> bytes: ...
    @property
    def ok(self) -> bool: ...

class TestClient:
    # The keyword arguments every method passes on to the request it builds.
    def __init__(self, app: Any) -> None: ...
    def close(self) -> None: ...
    def __enter__(self) -> TestClient: ...
    def __exit__(self, *args: object) -> None: ...
    def get(
        self,
        path: str,
        *,
        body: str | bytes | None = None,
        headers: dict[str, str] | None = None,
        query_params: dict[str, str] | None = None,
        form_data: dict[str, str] | None = None,
        files: dict[str, bytes] | None = None,
    ) -> TestResponse: ...
    def head(
        self,
        path: str,
        *,
        body: str | bytes | None = None,
        headers: dict[str, str] | None = None,
        query_params: dict[str, str] | None = None,
        form_data: dict[str, str] | None = None,
        files: dict[str, bytes] | None = None,
    ) -> TestResponse: ...
    def options(
        self,
        path: str,
        *,
        body: str | bytes | None = None,
        headers: dict[str, str] | None = None,
        query_params: dict[str, str] | None = None,
        form_data: dict[str, str] | None = None,
        files: dict[str, bytes] | None = None,
    ) -> TestResponse: ...
    # json_data is sent as a JSON body with Content-Type: application/json unless body= is given.
    def post(
        self,
        path: str,
        json_data: Any = None,
        *,
        body: str | bytes | None = None,
        headers: dict[str, str] | None = None,
        query_params: dict[str, str] | None = None,
        form_data: dict[str, str] | None = None,
        files: dict[str, bytes] | None = None,
    ) -> TestResponse: ...
    def put(
        self,
        path: str,
        json_data: Any = None,
        *,
        body: str | bytes | None = None,
        headers: dict[str, str] | None = None,
        query_params: dict[str, str] | None = None,
        form_data: dict[str, str] | None = None,
        files: dict[str, bytes] | None = None,
    ) -> TestResponse: ...
    def patch(
        self,
        path: str,
        json_data: Any = None,
        *,
        body: str | bytes | None = None,
        headers: dict[str, str] | None = None,
        query_params: dict[str, str] | None = None,
        form_data: dict[str, str] | None = None,
        files: dict[str, bytes] | None = None,
    ) -> TestResponse: ...
    def delete(
        self,
        path: str,
        json_data: Any = None,
        *,
        body: str | bytes | None = None,
        headers: dict[str, str] | None = None,
        query_params: dict[str, str] | None = None,
        form_data: dict[str, str] | None = None,
        files: dict[str, bytes] | None = None,
    ) -> TestResponse: ...
