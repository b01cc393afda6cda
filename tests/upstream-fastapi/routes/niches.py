"""/api/v1/niches/: CRUD, vercel-data, the niche's products and the automation calls (no status list)."""
import json
from typing import Any, Dict, FrozenSet, List

from fastapi import APIRouter, Body, Depends, HTTPException, Request, status

from routes.common import get_store, not_found, page
from schemas import AutomationStart, AutomationStarted, AutomationStatus, Message, Niche, NicheCreate, NicheUpdate, RenamedNiche, StringIdNiche
from store import Store, slugify, utcnow


def niche_model(breaks: FrozenSet[str]) -> type:
    if "renamed-field" in breaks:
        return RenamedNiche
    return StringIdNiche if "string-id" in breaks else Niche


def build_router(route_class: type, breaks: FrozenSet[str]) -> APIRouter:
    router = APIRouter(route_class=route_class)
    NicheOut = niche_model(breaks)  # noqa: N806 - a model class

    def niche_or_404(store: Store, niche_id: int) -> Dict[str, Any]:
        niche = store.niches.get(niche_id)
        if niche is None:
            raise not_found("Niche")
        return niche

    @router.get("/", response_model=List[NicheOut])
    def list_niches(skip: int = 0, limit: int = 100, store: Store = Depends(get_store)) -> List[Dict[str, Any]]:
        ordered = sorted(store.niches.values(), key=lambda n: n["id"])
        return [
            {**n, "product_count": len(store.products_of(n["id"])), "has_generated_content": store.niche_has_content(n["id"])}
            for n in page(ordered, skip, limit)
        ]

    @router.post("/", response_model=NicheOut, status_code=status.HTTP_201_CREATED)
    def create_niche(body: NicheCreate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        values = body.dict()
        slug = values.pop("slug") or slugify(body.name)
        if store.niche_by_slug(slug):
            raise HTTPException(status_code=409, detail="A niche with this slug already exists")
        return store.add_niche(slug=slug, **values)

    @router.post("/start-automation", response_model=AutomationStarted, status_code=status.HTTP_202_ACCEPTED)
    async def start_automation(body: AutomationStart, request: Request, store: Store = Depends(get_store)) -> AutomationStarted:
        selected = body.project.get("selectedProject")
        template_id = selected.get("id") if isinstance(selected, dict) else selected
        template = next((t for t in store.catalog.values() if str(t["id"]) == str(template_id) or t["slug"] == template_id), None)
        if template is None or not template["is_active"] or not template["github_url"]:
            raise HTTPException(status_code=400, detail="The selected template must be active and have a repository")
        # The automation only creates niches: an existing one is never its to change.
        if store.niche_by_slug(body.slug):
            raise HTTPException(status_code=409, detail="A niche with this slug already exists")
        if store.niche_by_name(body.name):
            raise HTTPException(status_code=409, detail="A niche with this name already exists")
        task_id = request.app.state.workers.start_automation(body.dict())
        return AutomationStarted(task_id=task_id, message=f"Automation started for {body.name}")

    @router.get("/automation-status/{task_id}", response_model=AutomationStatus)
    def automation_status(task_id: str, store: Store = Depends(get_store)) -> Dict[str, Any]:
        task = store.tasks.get(task_id)
        if task is None:
            raise not_found("Task")
        return task

    @router.delete("/cancel-automation/{task_id}", response_model=Message)
    async def cancel_automation(task_id: str, request: Request, store: Store = Depends(get_store)) -> Message:
        if task_id not in store.tasks:
            raise not_found("Task")
        if not request.app.state.workers.cancel(task_id):
            raise HTTPException(status_code=409, detail="Automation already finished")
        return Message(message="Automation cancelled")

    @router.get("/{niche_id}", response_model=NicheOut)
    def get_niche(niche_id: int, store: Store = Depends(get_store)) -> Dict[str, Any]:
        return niche_or_404(store, niche_id)

    @router.put("/{niche_id}", response_model=NicheOut)
    def update_niche(niche_id: int, body: NicheUpdate, store: Store = Depends(get_store)) -> Dict[str, Any]:
        niche = niche_or_404(store, niche_id)
        changes = body.dict(exclude_unset=True)
        for required in ("name", "affiliate_tag", "is_active", "slug"):
            if changes.get(required) is None:
                changes.pop(required, None)
        if "slug" in changes:
            other = store.niche_by_slug(changes["slug"])
            if other and other["id"] != niche_id:
                raise HTTPException(status_code=409, detail="A niche with this slug already exists")
        niche.update(changes, updated_at=utcnow())
        return niche

    @router.delete("/{niche_id}", response_model=Message)
    def delete_niche(niche_id: int, store: Store = Depends(get_store)) -> Message:
        niche_or_404(store, niche_id)
        if store.niche_has_content(niche_id):
            raise HTTPException(status_code=409, detail="Cannot delete a niche whose products have generated content")
        for product in store.products_of(niche_id):
            store.products.pop(product["id"], None)
        del store.niches[niche_id]
        return Message(message="Niche deleted")

    @router.patch("/{niche_id}/vercel-data", response_model=NicheOut)
    def save_vercel_data(niche_id: int, body: Dict[str, Any] = Body(...), store: Store = Depends(get_store)) -> Dict[str, Any]:
        niche = niche_or_404(store, niche_id)
        niche.update(vercel_data=json.dumps(body), updated_at=utcnow())
        return niche

    return router
