# robyn/pydantic_support.py (Robyn 0.88.0): the errors of the Pydantic integration (pip install "robyn[pydantic]").
from typing import Any

# Request time: the body failed validation; answered with 422 and this detail.
class PydanticBodyValidationError(Exception):
    error_detail: dict[str, Any]
    def __init__(self, error_detail: dict[str, Any]) -> None: ...

# Registration time: a handler uses a Pydantic model but pydantic is not installed.
class PydanticNotInstalledError(ImportError):
    def __init__(self, handler_name: str, param_name: str, model_name: str) -> None: ...

# Registration time: more than one Pydantic body parameter on one handler.
class MultiplePydanticBodyError(TypeError):
    def __init__(self, handler_name: str, param_names: list[str]) -> None: ...

def is_pydantic_available() -> bool: ...
def is_pydantic_model(annotation: Any) -> bool: ...
