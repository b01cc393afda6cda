"""The reference upstream: FastAPI + python-socketio, written with FastAPI's defaults (see README.md here)."""
from pathlib import Path

import socketio
from fastapi import APIRouter, Depends, FastAPI
from fastapi.routing import APIRoute

from realtime import create_realtime
from routes import api_clients, auth, catalog, niches, products, test_hooks, wrapper
from routes.common import ExcludeNoneRoute
from security import Auth, current_user
from settings import Settings
from store import seeded
from workers import Workers

SEED_IMAGE = Path(__file__).resolve().parents[1] / "e2e" / "fixtures" / "template-blue.png"


def create_app(settings: Settings) -> socketio.ASGIApp:
    api = FastAPI(title="Reference upstream")
    # FastAPI 0.92 takes no redirect_slashes argument: its router carries the switch (on by default).
    api.router.redirect_slashes = settings.redirect_slashes
    route_class = ExcludeNoneRoute if settings.exclude_none else APIRoute
    store = seeded()
    if SEED_IMAGE.exists():
        store.uploads["seed-minimal.png"] = {"data": SEED_IMAGE.read_bytes(), "content_type": "image/png"}
    security = Auth(settings)
    sio = create_realtime(security, settings.websocket)
    api.state.settings = settings
    api.state.store = store
    api.state.auth = security
    api.state.sio = sio
    api.state.workers = Workers(store, sio, settings.step_ms)
    api.state.faults = []

    signed_in = [Depends(current_user)]
    v1 = APIRouter(prefix="/api/v1")
    v1.include_router(auth.build_router(route_class, settings.breaks))
    v1.include_router(niches.build_router(route_class, settings.breaks), prefix="/niches", dependencies=signed_in)
    v1.include_router(products.build_router(route_class, settings.breaks), dependencies=signed_in)
    v1.include_router(catalog.build_router(route_class), dependencies=signed_in)
    v1.include_router(catalog.build_public_router())
    v1.include_router(api_clients.build_router(route_class), prefix="/admin/api-clients", dependencies=signed_in)
    if settings.test_hooks:
        v1.include_router(test_hooks.build_router(), prefix="/__test__")
        api.add_middleware(test_hooks.FaultMiddleware)
    api.include_router(v1)
    api.include_router(wrapper.build_router(route_class), prefix="/wrapper")
    return socketio.ASGIApp(sio, other_asgi_app=api, socketio_path="socket.io")
