# robyn/responses.py (Robyn 0.88.0).
from collections.abc import AsyncGenerator, Generator

from robyn.robyn import Headers, Response

class FileResponse:
    file_path: str
    description: str
    status_code: int
    headers: Headers
    # Without headers: Content-Disposition: attachment.
    def __init__(self, file_path: str, status_code: int | None = None, headers: Headers | None = None) -> None: ...

def html(html: str) -> Response: ...
def serve_html(file_path: str) -> FileResponse: ...
# Content-Type from mimetypes.guess_type(file_name); a name it cannot type sends the literal `content-type: None`.
def serve_file(file_path: str, file_name: str | None = None) -> FileResponse: ...

class StreamingResponse:
    content: object
    status_code: int
    headers: Headers
    media_type: str
    def __init__(
        self,
        content: Generator[str | bytes, None, None] | AsyncGenerator[str | bytes, None],
        status_code: int | None = None,
        headers: Headers | None = None,
        media_type: str = "text/event-stream",
    ) -> None: ...

# A StreamingResponse with media_type "text/event-stream".
def SSEResponse(
    content: Generator[str | bytes, None, None] | AsyncGenerator[str | bytes, None],
    status_code: int | None = None,
    headers: Headers | None = None,
) -> StreamingResponse: ...

# Formats one event: optional event/id/retry lines, one `data:` line per line of data, a blank line.
def SSEMessage(data: str, event: str | None = None, id: str | None = None, retry: int | None = None) -> str: ...
