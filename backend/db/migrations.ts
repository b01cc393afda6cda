// Ordered schema migrations. Never edit an applied one: append a new entry. Each one's SQL is a
// literal, built from no shared helper, so that no later edit elsewhere changes what it ran;
// backend/tests/migration-hashes.test.ts holds every applied one to its SHA-256.
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    id: 1,
    name: "initial schema",
    sql: /* sql */ `
      CREATE TABLE users (
        id SERIAL PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        full_name TEXT,
        password_hash TEXT NOT NULL,
        is_active BOOLEAN NOT NULL DEFAULT TRUE,
        is_superuser BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE niches (
        id SERIAL PRIMARY KEY,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        affiliate_tag TEXT,
        description TEXT,
        keywords TEXT,
        is_active BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        external_api_key TEXT,
        google_tag_id TEXT,
        ga_id TEXT,
        gtm_id TEXT,
        google_ads_id TEXT,
        adsense_client_id TEXT,
        gsc_verification_id TEXT,
        default_tone TEXT,
        client_id TEXT,
        client_secret TEXT,
        mercado TEXT,
        vercel_data TEXT,
        website_content_generated TEXT
      );

      CREATE TABLE products (
        id SERIAL PRIMARY KEY,
        niche_id INTEGER NOT NULL REFERENCES niches(id) ON DELETE CASCADE,
        amazon_url TEXT NOT NULL,
        asin TEXT,
        name TEXT,
        custom_tone TEXT,
        generation_status TEXT NOT NULL DEFAULT 'pending',
        product_name TEXT,
        content_title TEXT,
        has_content BOOLEAN NOT NULL DEFAULT FALSE,
        error_message TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX products_niche_url_idx ON products (niche_id, amazon_url);
      CREATE INDEX products_niche_asin_idx ON products (niche_id, asin);
      CREATE INDEX products_status_idx ON products (generation_status);
      CREATE INDEX products_url_idx ON products (amazon_url);

      CREATE TABLE product_contents (
        id SERIAL PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        title TEXT,
        content TEXT NOT NULL,
        version INTEGER NOT NULL,
        generated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        content_metadata JSONB,
        UNIQUE (product_id, version)
      );

      CREATE TABLE catalog_items (
        id SERIAL PRIMARY KEY,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        description TEXT,
        images JSONB NOT NULL DEFAULT '[]'::jsonb,
        github_url TEXT,
        is_active BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX catalog_items_name_idx ON catalog_items (lower(name));

      CREATE TABLE uploads (
        id TEXT PRIMARY KEY,
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE api_clients (
        id SERIAL PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT,
        scopes JSONB NOT NULL DEFAULT '["admin"]'::jsonb,
        is_active BOOLEAN NOT NULL DEFAULT TRUE,
        client_id TEXT NOT NULL UNIQUE,
        secret_hash TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_used_at TIMESTAMPTZ
      );

      CREATE TABLE api_client_usage (
        api_client_id INTEGER NOT NULL REFERENCES api_clients(id) ON DELETE CASCADE,
        day DATE NOT NULL,
        requests INTEGER NOT NULL DEFAULT 0,
        errors INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (api_client_id, day)
      );

      CREATE TABLE api_keys (
        key TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        is_active BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_used_at TIMESTAMPTZ
      );

      CREATE TABLE automation_tasks (
        id TEXT PRIMARY KEY,
        niche_slug TEXT NOT NULL,
        niche_name TEXT,
        status TEXT NOT NULL,
        step INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL DEFAULT 4,
        message TEXT,
        error TEXT,
        request JSONB NOT NULL,
        results JSONB NOT NULL DEFAULT '{}'::jsonb,
        niche_id INTEGER,
        started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        finished_at TIMESTAMPTZ
      );
      CREATE INDEX automation_tasks_status_idx ON automation_tasks (status);

      CREATE TABLE sites (
        slug TEXT PRIMARY KEY,
        website_content JSONB NOT NULL,
        config JSONB NOT NULL DEFAULT '{}'::jsonb,
        template JSONB,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 2,
    name: "products.json: the API JSON of each product, kept by triggers",
    sql: /* sql */ `
      ALTER TABLE products ADD COLUMN json TEXT;

      CREATE FUNCTION products_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT '{"id":' || NEW.id || ',"amazon_url":' || to_json(NEW.amazon_url) || ',"name":' || COALESCE(to_json(NEW.name)::text, 'null') ||
  ',"asin":' || COALESCE(to_json(NEW.asin)::text, 'null') || ',"niche_id":' || NEW.niche_id || ',"niche_name":' || to_json(n.name) || ',"niche_slug":' || to_json(n.slug) ||
  ',"niche":{"id":' || n.id || ',"name":' || to_json(n.name) || ',"slug":' || to_json(n.slug) || '}' ||
  ',"custom_tone":' || COALESCE(to_json(NEW.custom_tone)::text, 'null') || ',"generation_status":' || to_json(NEW.generation_status) ||
  ',"product_name":' || COALESCE(to_json(NEW.product_name)::text, 'null') || ',"content_title":' || COALESCE(to_json(NEW.content_title)::text, 'null') ||
  ',"error_message":' || COALESCE(to_json(NEW.error_message)::text, 'null') || ',"created_at":' || to_json(NEW.created_at) || ',"updated_at":' || to_json(NEW.updated_at) || '}' INTO NEW.json FROM niches n WHERE n.id = NEW.niche_id;
        RETURN NEW;
      END $fn$;
      CREATE TRIGGER products_json_trg BEFORE INSERT OR UPDATE ON products
        FOR EACH ROW EXECUTE FUNCTION products_json_refresh();

      CREATE FUNCTION niches_products_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE products SET niche_id = niche_id WHERE niche_id = NEW.id;
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER niches_products_json_trg AFTER UPDATE OF name, slug ON niches
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug)
        EXECUTE FUNCTION niches_products_json_refresh();

      UPDATE products SET niche_id = niche_id;
    `,
  },
  {
    id: 3,
    name: "revoked_tokens: session tokens ended by signing out",
    sql: /* sql */ `
      CREATE TABLE revoked_tokens (
        jti TEXT PRIMARY KEY,
        revoked_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 4,
    name: "state shared by instances on one database: the signing key, sign-in failures, upload bytes",
    sql: /* sql */ `
      CREATE TABLE instance_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE sign_in_failures (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        started_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX sign_in_failures_started_idx ON sign_in_failures (started_at);

      ALTER TABLE uploads ADD COLUMN data BYTEA;
    `,
  },
  {
    id: 5,
    name: "list_version: bumped by every statement that writes products, niches or contents",
    sql: /* sql */ `
      CREATE TABLE list_version (
        id BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
        version BIGINT NOT NULL
      );
      INSERT INTO list_version (version) VALUES (0);

      CREATE FUNCTION list_version_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE list_version SET version = version + 1;
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER products_list_version_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
      CREATE TRIGGER niches_list_version_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON niches
        FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
      CREATE TRIGGER product_contents_list_version_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_contents
        FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
    `,
  },
  {
    id: 6,
    name: "product_contents.generation_id: the queue job that wrote a version, stored once",
    sql: /* sql */ `
      ALTER TABLE product_contents ADD COLUMN generation_id TEXT UNIQUE;
    `,
  },
  {
    id: 7,
    name: "revoked_tokens.expires_at: a revocation is kept while its token could be used, then pruned",
    sql: /* sql */ `
      -- The default keeps the previous version's inserts working during a rolling upgrade.
      ALTER TABLE revoked_tokens ADD COLUMN expires_at TIMESTAMPTZ NOT NULL DEFAULT now() + interval '30 days';
      UPDATE revoked_tokens SET expires_at = revoked_at + interval '30 days';
      CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
    `,
  },
  {
    id: 8,
    name: "api_clients.legacy_checks: scrypt checks of secrets stored before HMAC, counted before they run",
    sql: /* sql */ `
      ALTER TABLE api_clients ADD COLUMN legacy_checks INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE api_clients ADD COLUMN legacy_checks_since TIMESTAMPTZ;
    `,
  },
  {
    id: 9,
    name: "API clients and keys belong to the niche that names them; no secrets in stored final configs",
    sql: /* sql */ `
      ALTER TABLE api_clients ADD COLUMN niche_id INTEGER REFERENCES niches(id) ON DELETE CASCADE;
      ALTER TABLE api_keys ADD COLUMN niche_id INTEGER REFERENCES niches(id) ON DELETE CASCADE;
      CREATE INDEX api_clients_niche_idx ON api_clients (niche_id);
      CREATE INDEX api_keys_niche_idx ON api_keys (niche_id);
      -- A credential two niches name goes to the older one: it never reaches both.
      UPDATE api_clients c SET niche_id = (SELECT min(n.id) FROM niches n WHERE n.client_id = c.client_id);
      UPDATE api_keys k SET niche_id = (SELECT min(n.id) FROM niches n WHERE n.external_api_key = k.key);

      -- The first niche to name a credential owns it; one already owned stays with its niche.
      CREATE FUNCTION niches_bind_credentials() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF NEW.client_id IS NOT NULL THEN
          UPDATE api_clients SET niche_id = NEW.id WHERE client_id = NEW.client_id AND niche_id IS NULL;
        END IF;
        IF NEW.external_api_key IS NOT NULL THEN
          UPDATE api_keys SET niche_id = NEW.id WHERE key = NEW.external_api_key AND niche_id IS NULL;
        END IF;
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER niches_bind_credentials_trg AFTER INSERT OR UPDATE OF client_id, external_api_key ON niches
        FOR EACH ROW EXECUTE FUNCTION niches_bind_credentials();

      UPDATE automation_tasks SET results = results #- '{finalConfig,envVars,CLIENT_SECRET}' #- '{finalConfig,envVars,DASHBOARD_API_KEY}'
        WHERE results ? 'finalConfig';
      UPDATE automation_tasks SET results = jsonb_set(results, '{finalConfig,envText}', to_jsonb(regexp_replace(results #>> '{finalConfig,envText}',
          chr(10) || '(CLIENT_SECRET|DASHBOARD_API_KEY)=[^' || chr(10) || ']*', '', 'g')))
        WHERE jsonb_typeof(results #> '{finalConfig,envText}') = 'string';
      UPDATE sites SET config = config #- '{envVars,CLIENT_SECRET}' #- '{envVars,DASHBOARD_API_KEY}';
      UPDATE sites SET config = jsonb_set(config, '{envText}', to_jsonb(regexp_replace(config ->> 'envText',
          chr(10) || '(CLIENT_SECRET|DASHBOARD_API_KEY)=[^' || chr(10) || ']*', '', 'g')))
        WHERE jsonb_typeof(config -> 'envText') = 'string';
    `,
  },
  {
    id: 10,
    name: "a niche's preview site moves with its slug, and its stored address follows",
    sql: /* sql */ `
      -- Sites are served at /sites/<slug>/: a niche renamed keeps its site, at the new slug's address,
      -- and what it stores of the deployment names that address. The old address answers 404.
      CREATE FUNCTION niches_move_site() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        old_path TEXT := '/sites/' || OLD.slug || '/';
        new_path TEXT := '/sites/' || NEW.slug || '/';
      BEGIN
        IF NEW.slug IS DISTINCT FROM OLD.slug AND EXISTS (SELECT 1 FROM sites WHERE slug = OLD.slug) THEN
          DELETE FROM sites WHERE slug = NEW.slug;
          UPDATE sites SET slug = NEW.slug, config = replace(config::text, old_path, new_path)::jsonb, updated_at = now()
            WHERE slug = OLD.slug;
          NEW.vercel_data := replace(NEW.vercel_data, old_path, new_path);
        END IF;
        RETURN NEW;
      END $fn$;
      CREATE TRIGGER niches_move_site_trg BEFORE UPDATE OF slug ON niches
        FOR EACH ROW EXECUTE FUNCTION niches_move_site();
    `,
  },
  {
    id: 11,
    name: "products carry a folded search text with their niche's words (trigram-indexed where pg_trgm exists) and are counted per niche and status",
    sql: /* sql */ `
      -- Lower case without the accents Latin-script markets use, as the panel folds what is typed.
      -- translate() before lower(): in the C locale lower() changes only ASCII letters.
      CREATE FUNCTION fold_text(t TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        SELECT lower(translate(coalesce(t, ''),
          'ÁÀÂÄÃÅĀáàâäãåāÉÈÊËĒéèêëēÍÌÎÏĪíìîïīÓÒÔÖÕŌóòôöõōÚÙÛÜŪúùûüūÑñÇçÝýÿ',
          'AAAAAAAaaaaaaaEEEEEeeeeeIIIIIiiiiiOOOOOOooooooUUUUUuuuuuNnCcYyy'))
      $fn$;
      -- What a product search looks in: its link, ASIN, names and title, and its niche's name and slug
      -- (a niche renamed touches its products, so this follows as products.json does).
      ALTER TABLE products ADD COLUMN search_text TEXT;
      CREATE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT fold_text(NEW.amazon_url || ' ' || coalesce(NEW.asin, '') || ' ' || coalesce(NEW.name, '') || ' ' ||
            coalesce(NEW.product_name, '') || ' ' || coalesce(NEW.content_title, '') || ' ' || n.name || ' ' || n.slug)
          INTO NEW.search_text FROM niches n WHERE n.id = NEW.niche_id;
        RETURN NEW;
      END $fn$;
      CREATE TRIGGER products_search_trg BEFORE INSERT OR UPDATE ON products
        FOR EACH ROW EXECUTE FUNCTION products_search_text();
      UPDATE products SET niche_id = niche_id;
      -- Whether a niche has generated content, without reading its products.
      CREATE INDEX products_with_content_idx ON products (niche_id) WHERE has_content;
      -- Pages in id order (newest first is the id's backward scan) within a niche or a status.
      CREATE INDEX products_niche_id_idx ON products (niche_id, id);
      CREATE INDEX products_status_id_idx ON products (generation_status, id);
      -- Products per niche and status, kept by statement triggers: totals and the dashboard's counts
      -- read a row per niche and status instead of counting the products.
      CREATE TABLE product_counts (
        niche_id INTEGER NOT NULL,
        generation_status TEXT NOT NULL,
        n BIGINT NOT NULL,
        PRIMARY KEY (niche_id, generation_status)
      );
      INSERT INTO product_counts SELECT niche_id, generation_status, count(*) FROM products GROUP BY 1, 2;
      CREATE FUNCTION product_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO product_counts AS c SELECT niche_id, generation_status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
            ON CONFLICT (niche_id, generation_status) DO UPDATE SET n = c.n + EXCLUDED.n;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE product_counts c SET n = c.n - d.k
            FROM (SELECT niche_id, generation_status, count(*) AS k FROM old_rows GROUP BY 1, 2) d
            WHERE c.niche_id = d.niche_id AND c.generation_status = d.generation_status;
        ELSE
          INSERT INTO product_counts AS c
            SELECT niche_id, generation_status, sum(k) FROM (
              SELECT o.niche_id, o.generation_status, -1 AS k FROM old_rows o JOIN new_rows w ON w.id = o.id
                WHERE (o.niche_id, o.generation_status) IS DISTINCT FROM (w.niche_id, w.generation_status)
              UNION ALL
              SELECT w.niche_id, w.generation_status, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
                WHERE (o.niche_id, o.generation_status) IS DISTINCT FROM (w.niche_id, w.generation_status)
            ) d GROUP BY 1, 2 ORDER BY 1, 2
            ON CONFLICT (niche_id, generation_status) DO UPDATE SET n = c.n + EXCLUDED.n;
        END IF;
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER product_counts_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
      CREATE TRIGGER product_counts_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
      CREATE TRIGGER product_counts_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
      CREATE FUNCTION product_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM product_counts;
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER product_counts_truncate AFTER TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION product_counts_clear();
      -- A substring search reads every row without a trigram index; a server without pg_trgm still answers.
      DO $do$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm unavailable: searches scan the table';
      END $do$;
    `,
  },
  {
    id: 12,
    name: "niches carry their folded search text, computed by the database",
    sql: /* sql */ `
      -- What a niche search looks in (name, slug, affiliate tag, description), folded as products' is:
      -- stored once per write instead of folded per row on every search. A generated column fills itself
      -- as the table is rewritten, firing none of the triggers an UPDATE of the niches would.
      ALTER TABLE niches ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
        fold_text(name || ' ' || slug || ' ' || coalesce(affiliate_tag, '') || ' ' || coalesce(description, ''))
      ) STORED;
    `,
  },
  {
    id: 13,
    name: "products.json is built by json_build_object, not by joining strings",
    sql: /* sql */ `
      -- The same fields, in the same order, each encoded by the database. Rows already stored keep their
      -- text (the same JSON, spaced otherwise) until their next write.
      CREATE OR REPLACE FUNCTION products_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT json_build_object(
          'id', NEW.id, 'amazon_url', NEW.amazon_url, 'name', NEW.name, 'asin', NEW.asin,
          'niche_id', NEW.niche_id, 'niche_name', n.name, 'niche_slug', n.slug,
          'niche', json_build_object('id', n.id, 'name', n.name, 'slug', n.slug),
          'custom_tone', NEW.custom_tone, 'generation_status', NEW.generation_status,
          'product_name', NEW.product_name, 'content_title', NEW.content_title, 'error_message', NEW.error_message,
          'created_at', NEW.created_at, 'updated_at', NEW.updated_at
        )::text INTO NEW.json FROM niches n WHERE n.id = NEW.niche_id;
        RETURN NEW;
      END $fn$;
    `,
  },
  {
    id: 14,
    name: "products carry their latest content's image, so a card needs no read of its own",
    sql: /* sql */ `
      ALTER TABLE products ADD COLUMN content_image_url TEXT;
      CREATE OR REPLACE FUNCTION products_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT json_build_object(
          'id', NEW.id, 'amazon_url', NEW.amazon_url, 'name', NEW.name, 'asin', NEW.asin,
          'niche_id', NEW.niche_id, 'niche_name', n.name, 'niche_slug', n.slug,
          'niche', json_build_object('id', n.id, 'name', n.name, 'slug', n.slug),
          'custom_tone', NEW.custom_tone, 'generation_status', NEW.generation_status,
          'product_name', NEW.product_name, 'content_title', NEW.content_title,
          'content_image_url', NEW.content_image_url, 'error_message', NEW.error_message,
          'created_at', NEW.created_at, 'updated_at', NEW.updated_at
        )::text INTO NEW.json FROM niches n WHERE n.id = NEW.niche_id;
        RETURN NEW;
      END $fn$;
      -- Every product with content is written once, so its JSON names the image (null when it has none).
      -- A row without the field reads its card's image by itself, as from an upstream without it.
      UPDATE products p SET content_image_url = (
        SELECT c.content_metadata ->> 'og_image_url' FROM product_contents c WHERE c.product_id = p.id ORDER BY c.version DESC LIMIT 1
      ) WHERE p.has_content;
    `,
  },
  {
    id: 15,
    name: "finished automation tasks no longer keep the credentials of the niche they created",
    sql: /* sql */ `
      -- A task needs the new client's secret and the external API key until it creates its niche; an
      -- ended one keeps only their ids (the niche holds its own copy). Running tasks keep them, and lose
      -- them when they end.
      UPDATE automation_tasks SET request = request #- '{apiClient,credentialsGenerated,clientSecret}' #- '{apiKey,key}'
        WHERE status <> 'running' AND jsonb_typeof(request) = 'object'
          AND (request #> '{apiClient,credentialsGenerated,clientSecret}' IS NOT NULL OR request #> '{apiKey,key}' IS NOT NULL);
    `,
  },
  {
    id: 16,
    name: "tokens per niche and month, kept as versions are stored",
    sql: /* sql */ `
      -- What the model spent per niche and month (UTC), kept by a trigger on the stored versions: the
      -- dashboard reads a row per niche and month instead of every version's metadata. Rows outlive their
      -- niche: the tokens were spent all the same.
      CREATE TABLE token_usage (
        month DATE NOT NULL,
        niche_id INTEGER NOT NULL,
        prompt_tokens BIGINT NOT NULL,
        completion_tokens BIGINT NOT NULL,
        PRIMARY KEY (month, niche_id)
      );
      CREATE FUNCTION token_usage_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO token_usage AS u
          SELECT date_trunc('month', NEW.generated_at AT TIME ZONE 'UTC')::date, p.niche_id,
            round((NEW.content_metadata #>> '{usage,prompt_tokens}')::numeric),
            round((NEW.content_metadata #>> '{usage,completion_tokens}')::numeric)
          FROM products p WHERE p.id = NEW.product_id
          ON CONFLICT (month, niche_id) DO UPDATE
            SET prompt_tokens = u.prompt_tokens + EXCLUDED.prompt_tokens,
                completion_tokens = u.completion_tokens + EXCLUDED.completion_tokens;
        RETURN NULL;
      END $fn$;
      CREATE TRIGGER token_usage_ins AFTER INSERT ON product_contents FOR EACH ROW
        WHEN (jsonb_typeof(NEW.content_metadata #> '{usage,prompt_tokens}') = 'number'
          AND jsonb_typeof(NEW.content_metadata #> '{usage,completion_tokens}') = 'number')
        EXECUTE FUNCTION token_usage_add();
      INSERT INTO token_usage
        SELECT date_trunc('month', c.generated_at AT TIME ZONE 'UTC')::date, p.niche_id,
          sum(round((c.content_metadata #>> '{usage,prompt_tokens}')::numeric)),
          sum(round((c.content_metadata #>> '{usage,completion_tokens}')::numeric))
        FROM product_contents c JOIN products p ON p.id = c.product_id
        WHERE jsonb_typeof(c.content_metadata #> '{usage,prompt_tokens}') = 'number'
          AND jsonb_typeof(c.content_metadata #> '{usage,completion_tokens}') = 'number'
        GROUP BY 1, 2;
    `,
  },
];
