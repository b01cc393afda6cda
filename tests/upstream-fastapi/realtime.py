"""python-socketio server with its defaults: the same-origin check stays on (no cors_allowed_origins), so a
proxy in front must forward Host (or X-Forwarded-Host/-Proto) for the browser's Origin to match."""
from typing import Any, Dict

import socketio

from security import Auth
from store import utcnow


def create_realtime(auth: Auth, websocket: bool) -> socketio.AsyncServer:
    transports = ["polling", "websocket"] if websocket else ["polling"]
    sio = socketio.AsyncServer(async_mode="asgi", transports=transports)

    @sio.event
    async def connect(sid: str, environ: Dict[str, Any], data: Any = None) -> None:
        token = data.get("token") if isinstance(data, dict) else None
        if isinstance(token, str) and token.lower().startswith("bearer "):
            token = token[7:]
        if not isinstance(token, str) or auth.subject(token) is None:
            raise socketio.exceptions.ConnectionRefusedError("unauthorized")
        sio.enter_room(sid, "authenticated")
        await sio.emit(
            "connection_status",
            {"status": "connected", "message": "Connected to realtime updates", "timestamp": utcnow().isoformat()},
            to=sid,
        )

    return sio


async def broadcast(sio: socketio.AsyncServer, event: str, payload: Dict[str, Any]) -> None:
    payload.setdefault("timestamp", utcnow().isoformat())
    await sio.emit(event, payload, room="authenticated")
