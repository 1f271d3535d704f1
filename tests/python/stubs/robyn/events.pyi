# robyn/events.py (Robyn 0.88.0).
from enum import Enum

class Events(Enum):
    STARTUP = "startup"
    SHUTDOWN = "shutdown"
