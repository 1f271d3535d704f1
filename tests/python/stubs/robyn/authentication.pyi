# robyn/authentication.py (Robyn 0.88.0).
from abc import ABC, abstractmethod
from collections.abc import Awaitable

from robyn.robyn import Identity as Identity
from robyn.robyn import Request, Response

class AuthenticationNotConfiguredError(Exception): ...

class TokenGetter(ABC):
    # The WWW-Authenticate scheme; the class name unless overridden.
    @property
    def scheme(self) -> str: ...
    @classmethod
    @abstractmethod
    def get_token(cls, request: Request) -> str | None: ...
    @classmethod
    @abstractmethod
    def set_token(cls, request: Request, token: str) -> None: ...

class AuthenticationHandler(ABC):
    token_getter: TokenGetter
    def __init__(self, token_getter: TokenGetter) -> None: ...
    @property
    def unauthorized_response(self) -> Response: ...
    # May be async since 0.87.0.
    @abstractmethod
    def authenticate(self, request: Request) -> Identity | None | Awaitable[Identity | None]: ...

class BearerGetter(TokenGetter):
    @classmethod
    def get_token(cls, request: Request) -> str | None: ...
    @classmethod
    def set_token(cls, request: Request, token: str) -> None: ...
