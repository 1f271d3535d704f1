# robyn/jsonify.py (Robyn 0.88.0): serialises with orjson and returns the text.
from typing import Any

def jsonify(data: dict[str, Any] | list[Any]) -> str: ...
