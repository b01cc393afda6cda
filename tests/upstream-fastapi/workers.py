"""Fake long-running work on short timers: the niche automation (four steps) and product content generation.
Each step waits Settings.step_ms and announces itself over the realtime channel."""
import asyncio
import json
import uuid
from typing import Any, Dict, Optional, Set

import socketio

from realtime import broadcast
from store import Store, content_metadata, product_markdown, utcnow

TOTAL_STEPS = 4

STEPS = [
    (1, "website_content", "Generating website content", "Website content generated"),
    (2, "final_config", "Generating final configuration", "Final configuration generated"),
    (3, "website", "Generating and deploying the website", "Website deployed"),
    (4, "niche", "Creating the niche", "Niche created"),
]


class NicheExists(Exception):
    """The automation's niche step found its slug already taken."""


class Workers:
    def __init__(self, store: Store, sio: socketio.AsyncServer, step_ms: int) -> None:
        self.store = store
        self.sio = sio
        self.step_ms = step_ms
        self.running: Dict[str, asyncio.Task] = {}
        # Held so the event loop does not drop a generation task before it ends.
        self.generating: Set[asyncio.Task] = set()

    async def _sleep(self) -> None:
        await asyncio.sleep(self.step_ms / 1000)

    # Automation

    def start_automation(self, data: Dict[str, Any]) -> str:
        task_id = str(uuid.uuid4())
        self.store.tasks[task_id] = {
            "task_id": task_id,
            "status": "running",
            "niche_slug": data["slug"],
            "step": 0,
            "total": TOTAL_STEPS,
            "message": "Automation started",
            "error": None,
            "niche_id": None,
            "started_at": utcnow(),
            "finished_at": None,
        }
        self.running[task_id] = asyncio.create_task(self._automate(task_id, data))
        return task_id

    async def _progress(self, task_id: str, slug: str, status: str, step: int, message: str, **extra: Any) -> None:
        task = self.store.tasks[task_id]
        task.update(step=step, message=message)
        payload = {"task_id": task_id, "niche_slug": slug, "status": status, "step": step, "total": TOTAL_STEPS, "message": message}
        payload.update(extra)
        await broadcast(self.sio, "niche_automation_progress", payload)

    async def _automate(self, task_id: str, data: Dict[str, Any]) -> None:
        slug = data["slug"]
        name = data["name"]
        site_url = f"https://{slug}.example.com"
        website_config = {"siteUrl": site_url, "vercelUrl": site_url, "deployment": {"url": site_url, "status": "ready"}}
        try:
            await self._progress(task_id, slug, "automation_started", 0, f"Automation started for {name}")
            for step, key, working, done in STEPS:
                await self._progress(task_id, slug, f"{key}_generating" if key != "niche" else "niche_creating", step, working)
                await self._sleep()
                result: Any
                if key == "website_content":
                    result = {"title": name, "description": f"Web de {name}", "keywords": [name.lower()]}
                elif key == "final_config":
                    result = {"envVars": {"NEXT_PUBLIC_SITE_ID": slug}}
                elif key == "website":
                    result = website_config
                else:
                    result = self._create_niche(task_id, data, website_config)
                await self._progress(task_id, slug, f"{key}_completed", step, done, data=result)
            niche = self.store.niche_by_slug(slug)
            self.store.tasks[task_id].update(status="completed", finished_at=utcnow())
            await self._progress(
                task_id,
                slug,
                "automation_completed",
                TOTAL_STEPS,
                "Automation completed",
                final_data={
                    "success": True,
                    "niche_data": _jsonable(niche),
                    "previous_results": {"website_config": {"data": website_config}},
                },
            )
        except asyncio.CancelledError:
            self.store.tasks[task_id].update(status="cancelled", finished_at=utcnow(), message="Automation cancelled")
        except NicheExists as error:
            self.store.tasks[task_id].update(status="failed", finished_at=utcnow(), error=str(error))
            await self._progress(task_id, slug, "niche_error", 4, "Error creating the niche", error=str(error))
            await self._progress(task_id, slug, "automation_error", 4, "Automation failed", error=str(error))
        finally:
            self.running.pop(task_id, None)

    def _create_niche(self, task_id: str, data: Dict[str, Any], website_config: Dict[str, Any]) -> Dict[str, Any]:
        market = data.get("market") or {}
        values = {
            "affiliate_tag": data["affiliateTag"],
            "default_tone": data.get("tone"),
            "mercado": market.get("pais") or market.get("countryCode"),
            "vercel_data": json.dumps(website_config),
            "is_active": True,
        }
        api_key = (data.get("apiKey") or {}).get("key")
        if api_key:
            values["external_api_key"] = api_key
        credentials = (data.get("apiClient") or {}).get("credentialsGenerated") or {}
        if credentials.get("clientId"):
            values["client_id"] = credentials["clientId"]
            values["client_secret"] = credentials.get("clientSecret")
        # A niche that took the slug while the automation ran is someone else's: it stays as it is.
        if self.store.niche_by_slug(data["slug"]):
            raise NicheExists(f"A niche with the slug {data['slug']} already exists")
        niche = self.store.add_niche(name=data["name"], slug=data["slug"], **values)
        self.store.tasks[task_id]["niche_id"] = niche["id"]
        return _jsonable(niche)

    def cancel(self, task_id: str) -> bool:
        task = self.running.get(task_id)
        if task is None:
            return False
        task.cancel()
        return True

    # Content generation

    def generate(self, product_id: int) -> str:
        task_id = str(uuid.uuid4())
        product = self.store.products[product_id]
        product.update(generation_status="processing", error_message=None)
        task = asyncio.create_task(self._generate(product_id))
        self.generating.add(task)
        task.add_done_callback(self.generating.discard)
        return task_id

    async def _product_update(self, product: Dict[str, Any]) -> None:
        # The shape of the first spec: the product's new values travel inside `data`.
        await broadcast(
            self.sio,
            "product_update",
            {
                "product_id": product["id"],
                "status": product["generation_status"],
                "data": {
                    "niche_id": product["niche_id"],
                    "product_name": product["product_name"],
                    "content_title": product["content_title"],
                    "error_message": product["error_message"],
                },
            },
        )

    async def _generate(self, product_id: int) -> None:
        product: Optional[Dict[str, Any]] = self.store.products.get(product_id)
        if product is None:
            return
        await self._product_update(product)
        await self._sleep()
        if product_id not in self.store.products:
            return
        product["generation_status"] = "generating"
        await self._product_update(product)
        await self._sleep()
        if product_id not in self.store.products:
            return
        title = f"Análisis de {product.get('asin') or 'producto'}"
        self.store.add_content(product, title, product_markdown(title, product["amazon_url"]), content_metadata(title))
        await self._product_update(product)


def _jsonable(niche: Optional[Dict[str, Any]]) -> Optional[Dict[str, Any]]:
    if niche is None:
        return None
    return {k: (v.isoformat() if hasattr(v, "isoformat") else v) for k, v in niche.items()}
