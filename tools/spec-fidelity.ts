// Spec fidelity: how much of the spec the code answers, per spec document. Run with
// `npx tsx tools/spec-fidelity.ts [spec folder]` (default ../shared/spec beside the repository, as
// in CI); not part of `npm test`, since the spec folder is outside the repository.
//
// (a) Calls: the API calls a document's calls section ("## 7.") names — `/Controller/Action`,
//     `Controller/Action`, or an action listed after a controller (`GET /Crm/: GetAgent, …`) or
//     alone (`GET GetCommittee`) — and whether the contract (every literal `path: '/api/…'` of
//     packages/contract) answers them: by controller and action where the spec names the
//     controller, by action alone where it does not.
// (b) Messages: the document's quoted texts ('…' or "…") that read as messages (a capital or a placeholder
//     first, two words or more) and whether each is in the source (apps/, packages/) verbatim;
//     a placeholder (`{object}`, `...`) stands for any short text, and ' matches ’ and \'.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The verbs a bare action name starts with: the spec's other capitalised words are not calls. */
const verbs =
  'Get|Save|Count|Search|Create|Delete|Update|Remove|Restore|Set|Send|Post|Add|Is|Has|Generate|' +
  'Refresh|Activate|Deactivate|Reactivate|Merge|Export|Import|Validate|Close|Reopen|Find|Check|' +
  'Dismiss|Confirm|Complete|Link|Push|Register|Deregister|Unregister|Upgrade|Verify|Use|Resend|' +
  'Accept|Reject|Approve|Inspect|Redirect|Calculate|Apply|Run|Print|Upload|Download|Void|Pay|' +
  'Preview|Process|Submit|Cancel|Mark|Assign|Move|Copy|Clear|Test|Start|Stop|Enable|Disable|' +
  'Schedule|Retry|Reverse|Notify|Resubmit|Change|Reset|Attach|Build|Load|List|Begin|Take|Receive';
const bareAction = new RegExp(`^(?:${verbs})[A-Z][A-Za-z0-9]*$`);
/** Fields the calls section lists beside the calls (payloads), which read like actions. */
const fieldNames = new Set(['PostDate', 'IsPosted', 'IsAutomated', 'ApplyToUntaken']);
const methods = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

export interface SpecCall {
  /** Null when the spec names the action without its controller. */
  controller: string | null;
  action: string;
}

export interface DocumentFidelity {
  document: string;
  calls: SpecCall[];
  missingCalls: SpecCall[];
  messages: string[];
  missingMessages: string[];
}

/** The document's calls section: from its "## 7." heading to the next "## " heading. */
function callsSection(text: string): string {
  const start = text.search(/^## 7\./m);
  if (start < 0) return '';
  const rest = text.slice(start + 5);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The calls a calls section names, each once, in the order named. `controllers`: names that are
 * controllers when they stand alone (`GETs under ApplyLateFees`), not actions.
 */
export function specCalls(text: string, controllers: ReadonlySet<string>): SpecCall[] {
  const found = new Map<string, SpecCall>();
  const add = (controller: string | null, action: string) => {
    const key = `${controller ?? '*'}/${action}`.toLowerCase();
    if (!found.has(key)) found.set(key, { controller, action });
  };
  for (const line of callsSection(text).split('\n')) {
    // Parameters and bodies name fields, not calls.
    const plain = line
      .replace(/\/(\{[^}]*\}|:\w+)/g, '')
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\{[^}]*\}/g, ' ');
    for (const sentence of plain.split(/\.\s+/)) {
      let controller: string | null = null;
      const tokens = sentence.matchAll(
        /\/?\b([A-Z][A-Za-z0-9]*)\/(?:([A-Z][A-Za-z0-9]*)\b)?|\b([A-Z][A-Za-z0-9]+)\b/g,
      );
      for (const [, named, action, bare] of tokens) {
        if (named !== undefined && methods.has(named)) continue;
        if (named !== undefined) {
          controller = named;
          if (action !== undefined) add(named, action);
        } else if (
          bare !== undefined &&
          bareAction.test(bare) &&
          !fieldNames.has(bare) &&
          !controllers.has(bare.toLowerCase())
        ) {
          add(controller, bare);
        }
      }
    }
  }
  return [...found.values()];
}

/** The quoted texts of a document that read as messages, each once. */
export function specMessages(text: string): string[] {
  const quoted = [
    ...text.matchAll(/(?<=^|[\s([:,])'(.+?)'(?=[\s,.;:)\]]|$)/gm),
    ...text.matchAll(/(?<=^|[\s([:,])"([^"\n]+?)"(?=[\s,.;:)\]]|$)/gm),
  ];
  const messages = new Set<string>();
  for (const [, body] of quoted) {
    if (body !== undefined && /^[A-Z0-9{]/.test(body) && /\S\s+\S/.test(body)) messages.add(body);
  }
  return [...messages];
}

/** A message as a pattern over source text: placeholders stand for short text, quotes vary. */
function messagePattern(message: string): RegExp {
  const parts = message.split(/\{[^}]*\}|\.\.\.|…/);
  const escaped = parts.map((part) =>
    part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "\\\\?['’]"),
  );
  return new RegExp(escaped.join('[^\\u0000\\n]{0,80}?'));
}

interface ContractCalls {
  /** controller/action, lower case. */
  paths: Set<string>;
  actions: Set<string>;
  controllers: Set<string>;
}

/** Every contract path as controller/action, and its actions and controllers, lower case. */
export function contractCalls(contractSource: string): ContractCalls {
  const paths = new Set<string>();
  const actions = new Set<string>();
  const controllers = new Set<string>();
  for (const [, controller, action] of contractSource.matchAll(
    /path:\s*'\/api\/([A-Za-z0-9]+)\/([A-Za-z0-9]+)/g,
  )) {
    if (controller === undefined || action === undefined) continue;
    paths.add(`${controller}/${action}`.toLowerCase());
    actions.add(action.toLowerCase());
    controllers.add(controller.toLowerCase());
  }
  return { paths, actions, controllers };
}

function isAnswered(call: SpecCall, contract: ContractCalls): boolean {
  return call.controller === null
    ? contract.actions.has(call.action.toLowerCase())
    : contract.paths.has(`${call.controller}/${call.action}`.toLowerCase());
}

/** The text of the source files under the folders, one file after another, NUL between. */
function sourceText(folders: readonly string[], extensions: RegExp): string {
  const skip = new Set(['node_modules', 'dist', 'build', 'coverage', '.cache', 'test-results']);
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (skip.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (extensions.test(name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const folder of folders) walk(folder);
  return texts.join('\u0000');
}

export function documentFidelity(
  document: string,
  text: string,
  contract: ContractCalls,
  source: string,
): DocumentFidelity {
  const calls = specCalls(text, contract.controllers);
  const messages = specMessages(text);
  return {
    document,
    calls,
    missingCalls: calls.filter((call) => !isAnswered(call, contract)),
    messages,
    missingMessages: messages.filter((message) => !messagePattern(message).test(source)),
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(0)}%`;
const callName = (call: SpecCall) => `${call.controller ?? '?'}/${call.action}`;

function report(results: readonly DocumentFidelity[]): string {
  const lines: string[] = [];
  let calls = 0;
  let callsAnswered = 0;
  let messages = 0;
  let messagesPresent = 0;
  for (const r of results) {
    const answered = r.calls.length - r.missingCalls.length;
    const present = r.messages.length - r.missingMessages.length;
    calls += r.calls.length;
    callsAnswered += answered;
    messages += r.messages.length;
    messagesPresent += present;
    lines.push(
      `${r.document}`,
      `  calls: ${String(r.calls.length)} named, ${String(answered)} answered by the contract (${percent(answered, r.calls.length)})`,
      ...r.missingCalls.map((call) => `    missing ${callName(call)}`),
      `  messages: ${String(r.messages.length)} quoted, ${String(present)} in the source verbatim (${percent(present, r.messages.length)})`,
      ...r.missingMessages.map((message) => `    missing '${message}'`),
      '',
    );
  }
  lines.push(
    `all documents: calls ${String(callsAnswered)}/${String(calls)} (${percent(callsAnswered, calls)}), ` +
      `messages ${String(messagesPresent)}/${String(messages)} (${percent(messagesPresent, messages)})`,
  );
  return lines.join('\n');
}

function main(): void {
  const specFolder = resolve(process.argv[2] ?? join(root, '..', 'shared', 'spec'));
  const documents = readdirSync(specFolder)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const contract = contractCalls(sourceText([join(root, 'packages', 'contract', 'src')], /\.ts$/));
  const source = sourceText([join(root, 'apps'), join(root, 'packages')], /\.(ts|tsx|json)$/);
  const results = documents.map((document) =>
    documentFidelity(document, readFileSync(join(specFolder, document), 'utf8'), contract, source),
  );
  console.log(report(results));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
