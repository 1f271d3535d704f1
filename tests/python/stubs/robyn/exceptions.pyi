# robyn/exceptions.py (Robyn 0.88.0). Nothing in the framework treats these specially.
class HTTPException(Exception):
    status_code: int
    detail: str
    def __init__(self, status_code: int, detail: str | None = None) -> None: ...

class WebSocketException(Exception):
    code: int
    reason: str
    def __init__(self, code: int, reason: str | None = None) -> None: ...
