#!/usr/bin/env node
// Deep-merges a JSON file into messages/es.json under one namespace, in a single quick
// read-modify-write, so people editing different namespaces at once do not clobber each other.
// Usage: node scripts/add-messages.mjs <namespace> <file.json>
import { readFileSync, writeFileSync } from "node:fs";

const [namespace, file] = process.argv.slice(2);
if (!namespace || !file) {
  console.error("usage: node scripts/add-messages.mjs <namespace> <file.json>");
  process.exit(2);
}
const incoming = JSON.parse(readFileSync(file, "utf8"));
const path = new URL("../messages/es.json", import.meta.url);

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === "object" ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const messages = JSON.parse(readFileSync(path, "utf8"));
messages[namespace] = merge(messages[namespace] ?? {}, incoming);
writeFileSync(path, `${JSON.stringify(messages, null, 2)}\n`);
console.log(`messages/es.json: merged ${file} into "${namespace}"`);
