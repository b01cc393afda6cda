"""/api/v1/admin/api-clients/: list, create (secret shown once), read, update, delete, toggle, stats."""
import secrets
from datetime import timedelta
from typing import Any, Dict, List

from fastapi import APIRouter, Depends, Query, status

from routes.common import get_store, not_found, page
from schemas import ApiClient, ApiClientCreate, ApiClientCreated, ApiClientStats, ApiClientsOverview, ApiClientUpdate, Message
from store import Store, utcnow


def build_router(route_class: type) -> APIRouter:
    router = APIRouter(route_class=route_class)

    def client_or_404(store: Store, client_id: int) -> Dict[str, Any]:
        client = store.api_clients.get(client_id)
        if client is None:
            raise not_found("API client")
        return client

    @router.get("/", response_model=List[ApiClient])
    def list_clients(skip: int = 0, limit: int = 100, store: Store = Depends(get_store)) -> List[Dict[str, Any]]:
        return page(sorted(store.api_clients.values(), key=lambda c: c["id"]), skip, limit)

    @router.post("/", response_model=ApiClientCreated, status_code=status.HTTP_201_CREATED)
    def create_client(body: ApiClientCreate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        client = store.add_api_client(body.name, body.description, body.scopes)
        return {**client, "client_secret": f"cs_{secrets.token_urlsafe(24)}"}

    @router.get("/stats/overview", response_model=ApiClientsOverview)
    def overview(store: Store = Depends(get_store)) -> ApiClientsOverview:
        clients = list(store.api_clients.values())
        active = sum(1 for c in clients if c["is_active"])
        return ApiClientsOverview(
            total_clients=len(clients), active_clients=active, inactive_clients=len(clients) - active, total_requests=0, requests_last_30_days=0
        )

    @router.get("/{client_id}", response_model=ApiClient)
    def get_client(client_id: int, store: Store = Depends(get_store)) -> Dict[str, Any]:
        return client_or_404(store, client_id)

    @router.put("/{client_id}", response_model=ApiClient)
    def update_client(client_id: int, body: ApiClientUpdate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        client = client_or_404(store, client_id)
        client.update({k: v for k, v in body.dict(exclude_unset=True).items() if v is not None or k == "description"}, updated_at=utcnow())
        return client

    @router.delete("/{client_id}", response_model=Message)
    def delete_client(client_id: int, store: Store = Depends(get_store)) -> Message:
        client_or_404(store, client_id)
        del store.api_clients[client_id]
        return Message(message="API client deleted")

    @router.post("/{client_id}/toggle-status", response_model=ApiClient)
    def toggle(client_id: int, store: Store = Depends(get_store)) -> Dict[str, Any]:
        client = client_or_404(store, client_id)
        client.update(is_active=not client["is_active"], updated_at=utcnow())
        return client

    @router.get("/{client_id}/stats", response_model=ApiClientStats)
    def stats(client_id: int, days: int = Query(30, ge=1, le=365), store: Store = Depends(get_store)) -> ApiClientStats:
        client = client_or_404(store, client_id)
        today = utcnow().date()
        daily = [{"date": (today - timedelta(days=n)).isoformat(), "requests": 0, "errors": 0} for n in range(days - 1, -1, -1)]
        return ApiClientStats(id=client_id, client_id=client["client_id"], days=days, total_requests=0, total_errors=0, daily=daily)

    return router
