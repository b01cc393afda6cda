// npm run check:upstream, run as an operator runs it, against small hostile upstreams started here:
// redirects to another host or down to http, answers that echo the password or the token, servers
// that never answer or never finish, huge and malformed documents, a Socket.IO that never
// acknowledges, a self-signed certificate, plain http to another machine, and bad input. Each case
// checks the Spanish diagnosis, the exit status (0 conforms, 1 does not, 2 could not check), that no
// credential reached another host, that no secret was printed and that the run ended in its bounds.
import assert from "node:assert/strict";
import type http from "node:http";
import os from "node:os";
import { after, before, describe, test } from "node:test";
import { Server as SocketServer } from "socket.io";
import { runCli, type CliRun } from "./support/cli";
import { json, serve, type Handler, type Hostile, type Received, type ServeOptions } from "./support/hostile-server";
import { selfSigned, type Certificate } from "./support/tls";

const USER = "operadora";
const PASSWORD = "clave-Ω-hostil 7f3a";
const TOKEN = "tok-hostil-9c1e5b2d77";
const CREDENTIALS = { UPSTREAM_USERNAME: USER, UPSTREAM_PASSWORD: PASSWORD };
const LOGIN = "/api/v1/login/access-token";
const TIMEOUT_S = 2;
const DEADLINE_S = 30;
/** What the CLI's own start (tsx compiling it) may take on a busy 2-core machine, beyond its deadline. */
const STARTUP_SLACK_MS = 30_000;
const MAX_RSS_MB = 200;

const servers: Hostile[] = [];
let certificate: Certificate;
/** Where the hostile upstreams redirect to: it must never receive a credential. */
let elsewhere: Hostile;

async function hostile(handler: Handler, options: ServeOptions = {}): Promise<Hostile> {
  const server = await serve(handler, options);
  servers.push(server);
  return server;
}

const notFound: Handler = (_request, response) => json(response, 404, { detail: "Not Found" });

/** Signs in with the form and hands the rest to `rest`. */
function signingIn(rest: Handler = notFound): Handler {
  return (request, response) => {
    if (request.method === "POST" && request.path === LOGIN) json(response, 200, { access_token: TOKEN, token_type: "bearer" });
    else rest(request, response);
  };
}

function check(url: string, extra: string[] = [], env: Record<string, string> = CREDENTIALS): Promise<CliRun> {
  return runCli([url, "--timeout", String(TIMEOUT_S), "--deadline", String(DEADLINE_S), ...extra], env);
}

const base64 = (text: string) => Buffer.from(text).toString("base64");
const spellings = (secret: string) => [
  secret,
  encodeURIComponent(secret),
  new URLSearchParams({ v: secret }).toString().slice(2),
  JSON.stringify(secret).slice(1, -1),
  base64(secret),
  Buffer.from(secret).toString("base64url"),
  base64(`${USER}:${secret}`),
  Buffer.from(secret).toString("hex"),
];
/** The characters a terminal acts on instead of showing: C0 but newline and tab, DEL, C1, bidi overrides. */
const TERMINAL_CONTROLS = /(?![\n\t])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** What every case must hold: no secret printed, no stack trace, the status given, within its bounds. */
function assertSound(run: CliRun, code: number, deadlineS = DEADLINE_S): void {
  assert.equal(run.code, code, run.output);
  for (const secret of [...spellings(PASSWORD), TOKEN]) assert.ok(!run.output.includes(secret), `printed a secret:\n${run.output}`);
  assert.doesNotMatch(run.output, /^\s+at .+:\d+:\d+\)?$/m, "a stack trace");
  assert.ok(run.ms < deadlineS * 1000 + STARTUP_SLACK_MS, `took ${Math.round(run.ms)} ms`);
  assert.doesNotMatch(run.output, TERMINAL_CONTROLS, "a terminal control character");
  // The text report ends with its status (with --json, the document carries it).
  if (!run.stdout.startsWith("{")) assert.match(run.output, new RegExp(`salida ${code} `));
}

/** No request carrying the password or a token reached `server`. */
function assertNoCredentials(received: Received[]): void {
  for (const request of received) {
    assert.equal(request.headers.authorization, undefined, `${request.method} ${request.path} carried a token`);
    for (const secret of [...spellings(PASSWORD), TOKEN]) assert.ok(!request.body.includes(secret), `${request.method} ${request.path} carried a secret`);
  }
}

before(async () => {
  certificate = selfSigned();
  elsewhere = await hostile((_request, response) => json(response, 200, { access_token: "robado" }));
});

after(async () => {
  await Promise.all(servers.map((server) => server.close()));
  certificate.remove();
});

describe("npm run check:upstream against hostile upstreams", { concurrency: 4 }, () => {
  test("a sign-in redirected to another host: the password is not sent there, exit 2", async () => {
    const api = await hostile((request, response) => response.writeHead(307, { location: `${elsewhere.url}${request.path}` }).end());
    const run = await check(api.url);
    assertSound(run, 2);
    assert.match(run.output, new RegExp(`POST ${LOGIN} redirige \\(307\\) a ${elsewhere.url}${LOGIN}, otro origen: no se le envían las credenciales`));
    assert.match(run.output, /obligatoria +FALLA +POST +\/api\/v1\/login\/access-token/);
    assertNoCredentials(elsewhere.received);
  });

  test("a sign-in redirected from https down to http: not followed, exit 2", async () => {
    const api = await hostile((request, response) => response.writeHead(308, { location: `${elsewhere.url}${request.path}` }).end(), { tls: certificate });
    const run = await check(api.url, [], { ...CREDENTIALS, NODE_EXTRA_CA_CERTS: certificate.certFile });
    assertSound(run, 2);
    assert.match(run.output, new RegExp(`redirige \\(308\\) a ${elsewhere.url}${LOGIN}, de https a http, sin cifrar: no se le envían las credenciales`));
    assertNoCredentials(elsewhere.received);
  });

  test("a same-origin redirect is followed and shown; a missing /socket.io/ is said as such", async () => {
    const api = await hostile((request, response) => {
      if (request.path === LOGIN) response.writeHead(307, { location: `${LOGIN}/` }).end();
      else if (request.path === `${LOGIN}/`) json(response, 200, { access_token: TOKEN, token_type: "bearer" });
      else notFound(request, response);
    });
    const run = await check(api.url);
    assertSound(run, 1);
    assert.match(run.output, new RegExp(`↪ POST ${LOGIN} redirige \\(307\\) a ${api.url}${LOGIN}/, en el mismo origen: se siguió\\.`));
    assert.match(run.output, /Sesión: operadora inició sesión/);
    assert.match(run.output, /Socket\.IO en http:\S+\/socket\.io\/ responde 404: ahí no hay un servidor Socket\.IO/);
    assert.doesNotMatch(run.output, /no acepta la conexión con el token/);
  });

  test("a 422 that echoes the password (pydantic's input) is printed masked, exit 1", async () => {
    const api = await hostile((request, response) => {
      const input = request.headers["content-type"]?.includes("json") ? JSON.parse(request.body) : Object.fromEntries(new URLSearchParams(request.body));
      json(response, 422, { detail: [{ type: "missing", loc: ["body", "grant_type"], input }, { type: "string_type", msg: request.body }] });
    });
    const run = await check(api.url);
    assertSound(run, 1);
    assert.match(run.output, /POST \/api\/v1\/login\/access-token responde 422 al formulario que envía el panel \(.*"password":"\[oculto\]"/);
  });

  test("answers that echo the token are printed masked, exit 1", async () => {
    const api = await hostile(signingIn((request, response) => json(response, 422, { detail: [{ type: "value_error", loc: ["header"], input: request.headers.authorization }] })));
    const run = await check(api.url);
    assertSound(run, 1);
    assert.match(run.output, /GET \/api\/v1\/users\/me responde 422: \[\{"type":"value_error","loc":\["header"\],"input":"Bearer \[oculto\]"\}\]/);
  });

  test("a password or token echoed in base64, base64url or hex, alone or in a Basic header, is printed masked", async () => {
    const refusing = (detail: (request: Received) => string): Handler => (request, response) => json(response, 401, { detail: detail(request) });
    const handlers: Handler[] = [
      refusing(() => `Basic ${base64(`${USER}:${PASSWORD}`)}`),
      refusing(() => `esperaba ${Buffer.from(PASSWORD).toString("base64url")}`),
      refusing((request) => `recibido ${base64(request.body)}`),
      refusing(() => `hex ${Buffer.from(PASSWORD).toString("hex")}`),
      signingIn((request, response) => json(response, 422, { detail: `cabecera ${base64(request.headers.authorization ?? "")}` })),
    ];
    const apis = await Promise.all(handlers.map((handler) => hostile(handler)));
    const runs = await Promise.all(apis.map((api) => check(api.url)));
    const [basic, base64url, body, hex, token] = runs;
    for (const run of [basic, base64url, body, hex]) assertSound(run, 2);
    assert.match(basic.output, /rechaza al usuario operadora o su contraseña \(401: Basic \[oculto\]\)/);
    assert.match(base64url.output, /\(401: esperaba \[oculto\]\)/);
    assert.match(body.output, /\(401: recibido \[oculto\]\)/);
    assert.match(hex.output, /\(401: hex \[oculto\]\)/);
    assertSound(token, 1);
    assert.ok(!token.output.includes(base64(`Bearer ${TOKEN}`)), token.output);
    assert.match(token.output, /GET \/api\/v1\/users\/me responde 422: cabecera \[oculto\]/);
  });

  test("an answer's terminal escapes and bidi overrides are shown as codes, not acted on; also in --json", async () => {
    const link = "\u001b]8;;https://evil.example/\u0007pulsa aquí\u001b]8;;\u0007";
    const detail = `\u001b[2J${link} \u009b31m\u202eatnemlaer`;
    const api = await hostile((_request, response) => json(response, 401, { detail }));
    const [text, asJson] = await Promise.all([check(api.url), check(api.url, ["--json"])]);
    assertSound(text, 2);
    assert.ok(
      text.output.includes(String.raw`(401: \u001b[2J\u001b]8;;https://evil.example/\u0007pulsa aquí\u001b]8;;\u0007 \u009b31m\u202eatnemlaer)`),
      text.output,
    );
    assertSound(asJson, 2);
    assert.ok(JSON.parse(asJson.stdout).reason.includes(`(401: ${detail})`), "the document keeps the text, escaped");
  });

  test("a server that never answers: one bounded wait, then exit 2", async () => {
    const api = await hostile(() => undefined);
    const run = await check(api.url);
    assertSound(run, 2);
    assert.match(run.output, new RegExp(`POST ${api.url}${LOGIN}: conecta pero no responde en ${TIMEOUT_S} s\\. No se comprueba nada más\\.`));
    assert.equal(api.connections(), 1, "it went on calling a server that does not answer");
  });

  test("a sign-in whose body trickles forever: bounded, exit 2", async () => {
    const api = await hostile((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" }).write('{"access_token":"');
      const drip = setInterval(() => response.write("a"), 100);
      response.on("close", () => clearInterval(drip));
    });
    const run = await check(api.url);
    assertSound(run, 2);
    assert.match(run.output, new RegExp(`POST ${api.url}${LOGIN}: responde 200 pero el cuerpo no llega entero en ${TIMEOUT_S} s \\(llegaron \\d+ kB\\)`));
  });

  test("an endless list, its first page asked, is cut at the size cap, in bounded memory, exit 1", async () => {
    const firstPage = "/api/v1/niches/?skip=0&limit=100";
    const api = await hostile(signingIn((request, response) => (request.path === firstPage ? endless(response, "[") : notFound(request, response))));
    const run = await check(api.url);
    assertSound(run, 1);
    assert.ok(run.output.includes(`✗ En vivo: GET ${api.url}${firstPage}: la respuesta supera 10 MB: se deja de leer.`), run.output);
    assert.ok(run.maxRssMb < MAX_RSS_MB, `peak memory ${Math.round(run.maxRssMb)} MB`);
  });

  test("a catalogue too large to answer whole is read by its first page", async () => {
    const niches = [{ id: 1, name: "Cafeteras", slug: "cafeteras", is_active: true }];
    const api = await hostile(
      signingIn((request, response) => {
        if (request.path === "/api/v1/niches/") endless(response, "[");
        else if (request.path.startsWith("/api/v1/niches/?")) json(response, 200, niches);
        else notFound(request, response);
      }),
    );
    const run = await check(api.url);
    assert.doesNotMatch(run.output, /supera 10 MB/);
    assert.match(run.output, /obligatoria +pasa +GET +\/api\/v1\/niches\/\n/);
  });

  test("a huge OpenAPI is not read past the cap, and is not said to be missing", async () => {
    const api = await hostile(signingIn((request, response) => (request.path === "/openapi.json" ? endless(response, '{"openapi":"3.1.0","paths":{"/a":"') : notFound(request, response))));
    const run = await check(api.url);
    assertSound(run, 1);
    assert.match(run.output, new RegExp(`OpenAPI: no se pudo leer \\(${api.url}/openapi.json: la respuesta supera 10 MB: se deja de leer; ${api.url}/api/v1/openapi.json: no está \\(404\\)\\)`));
    assert.ok(run.maxRssMb < MAX_RSS_MB, `peak memory ${Math.round(run.maxRssMb)} MB`);
  });

  test("a malformed OpenAPI and a page instead of one are told apart from a missing one", async () => {
    const api = await hostile(
      signingIn((request, response) => {
        if (request.path === "/openapi.json") response.writeHead(200, { "content-type": "application/json" }).end('{"openapi":"3.1.0","paths":{');
        else if (request.path === "/api/v1/openapi.json") response.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
        else notFound(request, response);
      }),
    );
    const run = await check(api.url);
    assertSound(run, 1);
    assert.match(run.output, new RegExp(`OpenAPI: no se pudo leer \\(${api.url}/openapi.json: responde JSON mal formado; ${api.url}/api/v1/openapi.json: responde text/html, no JSON\\)`));
    assert.doesNotMatch(run.output, /no está en/);
  });

  test("a Socket.IO that opens its transport but never acknowledges connect: bounded, exit 1", async () => {
    const api = await hostile(signingIn());
    const io = new SocketServer(api.server);
    // Never calls next(): the handshake stays open and `connect` is never acknowledged.
    io.use(() => undefined);
    const run = await check(api.url);
    io.close();
    assertSound(run, 1);
    assert.match(run.output, /obligatoria +FALLA +WS +\/socket\.io\//);
    assert.match(run.output, /abre el transporte pero nunca confirma la conexión .*el transporte abre, pero Socket\.IO no confirma «connect» en 2 s.*: su manejador del evento connect no responde o tarda demasiado/);
  });

  test("a self-signed certificate: the trust hint and exit 2; trusted through NODE_EXTRA_CA_CERTS it goes on", async () => {
    const api = await hostile(signingIn(), { tls: certificate });
    const untrusted = await check(api.url);
    assertSound(untrusted, 2);
    assert.match(untrusted.output, /TLS: su certificado es autofirmado \(DEPTH_ZERO_SELF_SIGNED_CERT\)\. .*NODE_EXTRA_CA_CERTS=\/ruta\/ca\.pem/);
    assert.equal(api.received.length, 0, "a request went through an untrusted connection");
    const trusted = await check(api.url, [], { ...CREDENTIALS, NODE_EXTRA_CA_CERTS: certificate.certFile });
    assertSound(trusted, 1);
    assert.match(trusted.output, /Sesión: operadora inició sesión/);
  });

  test("plain http to another machine is refused without --allow-http, and warned about with it", async (t) => {
    const address = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
    if (!address) return t.skip("this machine has no network address besides loopback");
    const api = await hostile(signingIn(), { host: address });
    const refused = await check(api.url);
    assertSound(refused, 2);
    assert.match(refused.output, new RegExp(`${address}:\\d+ por http:// sin cifrar: la contraseña y el token viajarían en claro .*--allow-http`));
    assert.equal(api.received.length, 0, "something was sent before the refusal");
    const allowed = await check(api.url, ["--allow-http"]);
    assertSound(allowed, 1);
    assert.match(allowed.output, new RegExp(`ATENCIÓN: ${address}:\\d+ por http:// sin cifrar \\(--allow-http\\)`));
    assert.match(allowed.output, /Sesión: operadora inició sesión/);
  });

  test("no default credentials: each missing one is named and nothing is sent, exit 2", async () => {
    const api = await hostile(signingIn());
    const [none, onlyUser] = await Promise.all([check(api.url, [], {}), check(api.url, [], { UPSTREAM_USERNAME: USER })]);
    assertSound(none, 2);
    assert.match(none.output, /Faltan las credenciales: define UPSTREAM_USERNAME y UPSTREAM_PASSWORD/);
    assertSound(onlyUser, 2);
    assert.match(onlyUser.output, /Falta UPSTREAM_PASSWORD \(UPSTREAM_USERNAME sí está definida\)/);
    assert.equal(api.received.length, 0);
  });

  test("bad command-line input: Spanish, exit 2, nothing sent", async () => {
    const api = await hostile(signingIn());
    const cases: [string[], RegExp][] = [
      [[api.url, "--bogus"], /Opción desconocida: --bogus\./],
      [["api.example.com"], /«api\.example\.com» no es una URL completa: escribe el esquema y el host, p\. ej\. https:\/\/api\.example\.com/],
      [["http://"], /«http:\/\/» no es una URL completa/],
      [[api.url, "--realtime", "ws://x.example/"], /--realtime «ws:\/\/x\.example\/» no es una URL http\(s\)/],
      [[api.url, "--deadline", "nunca"], /--deadline «nunca» no vale: indica segundos/],
    ];
    const runs = await Promise.all(cases.map(([args]) => runCli(args, CREDENTIALS)));
    runs.forEach((run, i) => {
      assertSound(run, 2);
      assert.match(run.output, cases[i][1]);
      assert.match(run.output, /^Uso: npm run check:upstream/m);
    });
    assert.equal(api.received.length, 0);
  });

  test("a URL that is not the API: 404 on sign-in, or a web page, each said as such, exit 2", async () => {
    const [noLogin, page] = await Promise.all([hostile(notFound), hostile((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end("<html>panel</html>"))]);
    const [missing, html] = await Promise.all([check(noLogin.url), check(page.url)]);
    assertSound(missing, 2);
    assert.match(missing.output, /responde 404 \(Not Found\): http:\S+ no tiene la ruta de inicio de sesión del panel\. ¿Es la URL del API/);
    assertSound(html, 2);
    assert.match(html.output, /responde 200 con text\/html, no con JSON: http:\S+ no parece el API/);
    for (const run of [missing, html]) assert.doesNotMatch(run.output, /UPSTREAM_PASSWORD|NO cumple/);
  });

  test("a host name that does not resolve: said at once, exit 2", async () => {
    const run = await check("https://check-upstream.invalid");
    assertSound(run, 2);
    assert.match(run.output, /no se encuentra el host check-upstream\.invalid \(DNS: \w+\): revisa el nombre/);
  });

  test("the overall deadline ends a hung run with what it found, also as JSON (--json)", async () => {
    const api = await hostile(signingIn((request, response) => (request.path === "/api/v1/users/me" ? undefined : notFound(request, response))));
    const run = await runCli([api.url, "--timeout", "60", "--deadline", "2", "--json"], CREDENTIALS);
    assertSound(run, 2, 2);
    const result = JSON.parse(run.stdout) as { exitCode: number; result: string; reason: string; notes: string[] };
    assert.equal(result.exitCode, 2);
    assert.equal(result.result, "no se pudo comprobar");
    assert.match(result.reason, /GET \S+\/api\/v1\/users\/me: se agotó el plazo total de la comprobación \(2 s, --deadline\)/);
    assert.ok(result.notes.some((line) => /OpenAPI: no está en/.test(line)));
    // What was found before the stop was printed as it came.
    assert.match(run.stderr, /Sesión: operadora inició sesión[\s\S]*OpenAPI: no está en/);
  });
});

/** Streams `start` and then filler until the client hangs up. */
function endless(response: http.ServerResponse, start: string): void {
  const filler = Buffer.alloc(64 * 1024, "a");
  response.writeHead(200, { "content-type": "application/json" }).write(start);
  const pump = () => {
    while (!response.destroyed && response.write(filler));
  };
  response.on("drain", pump);
  pump();
}
