import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Which pieces of a search term the trigram indexes on e-mail and phone are asked for.
 *
 * A trigram index asked for the whole term reads the lead list of every trigram in it, and some trigrams are in
 * nearly every e-mail ("com", a shared domain or prefix) or phone (the leading digits): reading a million
 * entries to keep a handful is most of a search's time. So the index is asked only for the term's rarest
 * three-character pieces, enough of them that few leads carry them all, and every lead it returns is then
 * checked against the whole term (enquiryQueries.searchMatches): the pieces only narrow which leads are
 * checked, never which match. How common a piece is comes from PostgreSQL's statistics on the column (its most
 * common values and histogram, a sample of the values); with no statistics yet the whole term is asked for.
 */
export type ContactProbes = Record<ContactColumn, string[] | null>;
type ContactColumn = 'email' | 'phone';

/** The whole term, for every column: what a search asks the indexes for without statistics. */
export const WHOLE_TERM: ContactProbes = { email: null, phone: null };

/** Add pieces until they are expected together in fewer than this share of the leads... */
const FEW_CANDIDATES = 0.001;
/**
 * ...and every piece in at most this share of them: such a piece's lead list is short to read, while each
 * lead it rules out spares a visit to the table (the statistics' sample is too small to see rare pieces apart,
 * so the expected count above can be far too low).
 */
const CHEAP_PIECE = 0.02;
/**
 * Pieces still expected together in more than this share of the leads narrow the search too little to pay for
 * checking every candidate against the whole term as well: the whole term is asked for instead.
 */
const TOO_COMMON = 0.05;
/** Statistics change slowly and only steer the index, so a process reads them this often at most. */
const STATS_TTL_MS = 5 * 60_000;

interface ColumnSample {
  /** Sampled values, lower-cased, each with the share of leads it stands for. */
  values: { text: string; share: number }[];
}

const statsCache = new WeakMap<
  Database,
  { at: number; columns: Promise<Partial<Record<ContactColumn, ColumnSample>>> }
>();

async function readColumnSamples(db: Database): Promise<Partial<Record<ContactColumn, ColumnSample>>> {
  const result = (await db.execute(sql`
    SELECT attname, null_frac, most_common_vals::text::text[] AS mcv, most_common_freqs AS mcf,
      histogram_bounds::text::text[] AS hist
    FROM pg_stats
    WHERE schemaname = current_schema() AND tablename = 'enquiries' AND attname IN ('email', 'phone')`)) as unknown as {
    rows: {
      attname: ContactColumn;
      null_frac: number;
      mcv: string[] | null;
      mcf: number[] | null;
      hist: string[] | null;
    }[];
  };
  const columns: Partial<Record<ContactColumn, ColumnSample>> = {};
  for (const row of result.rows) {
    const mcv = row.mcv ?? [];
    const mcf = row.mcf ?? [];
    const values = mcv.map((text, i) => ({ text: text.toLowerCase(), share: mcf[i] ?? 0 }));
    const hist = row.hist ?? [];
    // The histogram's bounds stand in equal parts for the leads the most common values leave.
    const rest = Math.max(0, 1 - row.null_frac - mcf.reduce((a, b) => a + b, 0));
    for (const text of hist) values.push({ text: text.toLowerCase(), share: rest / hist.length });
    if (values.length > 0) columns[row.attname] = { values };
  }
  return columns;
}

function columnSamples(db: Database): Promise<Partial<Record<ContactColumn, ColumnSample>>> {
  const cached = statsCache.get(db);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.columns;
  const columns = readColumnSamples(db);
  statsCache.set(db, { at: Date.now(), columns });
  // A failed read is not kept: the next search asks again.
  columns.catch(() => statsCache.delete(db));
  return columns;
}

/**
 * The term's three-character pieces of ASCII letters and digits, lower-cased and without repeats. Only these:
 * lower-casing them is the same in every locale, so a lead containing the term (case-insensitively) surely
 * contains each piece, and each piece is exactly one trigram to the index.
 */
export function termPieces(term: string): string[] {
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= term.length; i++) {
    const piece = term.slice(i, i + 3);
    if (/^[A-Za-z0-9]{3}$/.test(piece)) pieces.add(piece.toLowerCase());
  }
  return [...pieces];
}

/**
 * The rarest pieces, added until the sample expects few leads to carry them all and the next piece is common;
 * null (the whole term) without a sample or when even all of them are common.
 */
export function choosePieces(pieces: string[], sample: ColumnSample | undefined): string[] | null {
  if (!sample || pieces.length === 0) return null;
  // A piece in no sampled value is rarer than one value in the sample.
  const floor = Math.min(...sample.values.map((v) => v.share)) / 2;
  const share = (piece: string) =>
    Math.max(
      floor,
      sample.values.reduce((sum, v) => (v.text.includes(piece) ? sum + v.share : sum), 0),
    );
  const ranked = pieces.map((piece) => ({ piece, share: share(piece) })).sort((a, b) => a.share - b.share);
  const chosen: string[] = [];
  let expected = 1;
  for (const { piece, share: s } of ranked) {
    if (chosen.length > 0 && expected < FEW_CANDIDATES && s > CHEAP_PIECE) break;
    chosen.push(piece);
    expected *= s;
  }
  return expected > TOO_COMMON ? null : chosen;
}

/** The pieces of `term` to ask each contact column's trigram index for. */
export async function contactProbes(db: Database, term: string): Promise<ContactProbes> {
  const pieces = termPieces(term);
  if (pieces.length === 0) return WHOLE_TERM;
  const samples = await columnSamples(db);
  return { email: choosePieces(pieces, samples.email), phone: choosePieces(pieces, samples.phone) };
}
