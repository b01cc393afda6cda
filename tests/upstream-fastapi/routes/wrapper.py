"""The wrapper service, served by the same app under /wrapper: API keys and forced regeneration."""
import secrets
from typing import Any, Dict, Optional

from fastapi import APIRouter, Depends, Header, HTTPException, Request

from routes.common import get_store, not_found
from schemas import ApiKey, ApiKeyCreate, ForceGenerate, ForceGenerated, Message
from security import current_user
from store import Store, asin_of, utcnow


def build_router(route_class: type) -> APIRouter:
    router = APIRouter(route_class=route_class)

    @router.post("/auth/api-keys", response_model=ApiKey, status_code=201, dependencies=[Depends(current_user)])
    def create_key(body: ApiKeyCreate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        key = f"ak_{secrets.token_hex(16)}"
        store.api_keys[key] = {"key": key, "name": body.name, "email": body.email, "is_active": True, "created_at": utcnow(), "last_used_at": None}
        return store.api_keys[key]

    @router.get("/auth/api-keys/{key}", response_model=ApiKey, dependencies=[Depends(current_user)])
    def get_key(key: str, store: Store = Depends(get_store)) -> Dict[str, Any]:
        if key not in store.api_keys:
            raise not_found("API key")
        return store.api_keys[key]

    @router.delete("/auth/api-keys/{key}", response_model=Message, dependencies=[Depends(current_user)])
    def delete_key(key: str, store: Store = Depends(get_store)) -> Message:
        if store.api_keys.pop(key, None) is None:
            raise not_found("API key")
        return Message(message="API key deleted")

    @router.post("/api/force-generate", response_model=ForceGenerated)
    async def force_generate(
        body: ForceGenerate, request: Request, x_api_key: Optional[str] = Header(None), store: Store = Depends(get_store)
    ) -> Dict[str, Any]:
        # A wrong key is a forbidden action, not an expired session.
        if not x_api_key or x_api_key not in store.api_keys:
            raise HTTPException(status_code=403, detail="Invalid API key")
        asin = asin_of(body.url)
        product = next((p for p in store.products.values() if p["amazon_url"] == body.url or (asin and p["asin"] == asin)), None)
        if product is None:
            raise not_found("Product")
        if product["id"] in store.contents:
            store.contents[product["id"]].pop()
        request.app.state.workers.generate(product["id"])
        return {"success": True}

    return router
