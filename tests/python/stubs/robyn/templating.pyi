# robyn/templating.py (Robyn 0.88.0); importing it imports jinja2 (pip install "robyn[templating]").
import os
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from robyn.robyn import Response

class TemplateInterface(ABC):
    def __init__(self, *args: Any, **kwargs: Any) -> None: ...
    @abstractmethod
    def render_template(self, *args: Any, **kwargs: Any) -> Response: ...

class JinjaTemplate(TemplateInterface):
    # A jinja2.Environment with a FileSystemLoader on `directory`; autoescape on.
    env: Any
    def __init__(
        self,
        directory: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
        encoding: str = "utf-8",
        followlinks: bool = False,
    ) -> None: ...
    # 200, Content-Type text/html; charset=utf-8.
    def render_template(self, template_name: str, **kwargs: Any) -> Response: ...

# A relative templates_dir is resolved next to the calling module; one engine is cached per engine and folder.
def render(
    template_name: str,
    *,
    templates_dir: str = "templates",
    template_engine: type[TemplateInterface] = ...,
    **kwargs: Any,
) -> Response: ...

__all__ = ["TemplateInterface", "JinjaTemplate", "render"]
