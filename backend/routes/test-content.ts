// Stores an arbitrary content version for a product, so end-to-end tests can render any markdown
// (e.g. the XSS battery). Registered only when TEST_HOOKS=1, next to the other test hooks.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { notFound } from "../http-errors";
import { intPathParam } from "../fastapi-validation";
import { getProductRow, insertContent } from "../repos/products-repo";
import { testHooksRoutePaths } from "../../lib/contract/test-hooks";

const contentBody = z.object({
  title: z.string().min(1),
  content: z.string(),
  content_metadata: z.record(z.string(), z.unknown()).default({}),
});

const params = z.object({ product_id: intPathParam });

export const testContentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const schema = { params, body: contentBody };
  app.post(testHooksRoutePaths.productContent, { config: { public: true }, schema }, async (request, reply) => {
    const id = request.params.product_id;
    const body = request.body;
    if (!(await getProductRow(ctx.db, id))) throw notFound("Producto no encontrado");
    const version = await insertContent(ctx.db, id, { title: body.title, content: body.content, metadata: body.content_metadata });
    reply.code(201);
    return { product_id: id, version };
  });
};
