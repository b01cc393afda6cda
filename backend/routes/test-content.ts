// Stores an arbitrary content version for a product, so end-to-end tests can render any markdown
// (e.g. the XSS battery). Registered only when TEST_HOOKS=1, next to the other test hooks.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { intParam, notFound, parseOr422 } from "../http-errors";
import { getProductRow, insertContent } from "../repos/products-repo";
import { TEST_PREFIX } from "./test-hooks";

const contentBody = z.object({
  title: z.string().min(1),
  content: z.string(),
  content_metadata: z.record(z.string(), z.unknown()).default({}),
});

export function registerTestContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${TEST_PREFIX}/products/:id/content`, { config: { public: true } }, async (request, reply) => {
    const id = intParam((request.params as { id: string }).id, "product_id");
    const body = parseOr422(contentBody, request.body);
    if (!(await getProductRow(ctx.db, id))) throw notFound("Producto no encontrado");
    const version = await insertContent(ctx.db, id, { title: body.title, content: body.content, metadata: body.content_metadata });
    reply.code(201);
    return { product_id: id, version };
  });
}
