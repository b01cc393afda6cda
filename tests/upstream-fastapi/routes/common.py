"""What every router shares: the route class that applies the exclude_none switch, and state accessors."""
from typing import Any, Dict, List

from fastapi import HTTPException, Request
from fastapi.routing import APIRoute

from store import Store


class ExcludeNoneRoute(APIRoute):
    """Turns response_model_exclude_none on for every route (the variant some FastAPI apps choose)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["response_model_exclude_none"] = True
        super().__init__(*args, **kwargs)


def get_store(request: Request) -> Store:
    return request.app.state.store


def not_found(what: str) -> HTTPException:
    return HTTPException(status_code=404, detail=f"{what} not found")


def page(items: List[Dict[str, Any]], skip: int, limit: int) -> List[Dict[str, Any]]:
    return items[skip : skip + limit]
