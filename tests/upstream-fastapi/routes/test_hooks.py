"""Test hooks (only with UPSTREAM_TEST_HOOKS=1): answer the next matching call with a fault, or refuse a token
from now on the way an expired session is refused."""
from typing import Any, Dict, List

from fastapi import APIRouter, Body, Request
from fastapi.responses import JSONResponse
from starlette.middleware.base import BaseHTTPMiddleware

from schemas import Fault


class FaultMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next: Any) -> Any:
        faults: List[Dict[str, Any]] = request.app.state.faults
        for fault in faults:
            if fault["method"].upper() == request.method and fault["path"] == request.url.path:
                fault["times"] -= 1
                if fault["times"] <= 0:
                    faults.remove(fault)
                return JSONResponse({"detail": fault["detail"]}, status_code=fault["status"])
        return await call_next(request)


def build_router() -> APIRouter:
    router = APIRouter()

    @router.post("/faults")
    def add_fault(fault: Fault, request: Request) -> Dict[str, str]:
        request.app.state.faults.append(fault.dict())
        return {"message": "fault armed"}

    @router.delete("/faults")
    def clear_faults(request: Request) -> Dict[str, str]:
        request.app.state.faults.clear()
        return {"message": "faults cleared"}

    @router.post("/revoke-token")
    def revoke(request: Request, token: str = Body(..., embed=True)) -> Dict[str, str]:
        request.app.state.auth.revoked.add(token)
        return {"message": "token revoked"}

    return router
