import type { Prng } from './prng';
import { cities, emailDomains, firstNames, lastNames, signupSources } from './demo-words';

const DAY_MS = 86_400_000;

export interface DemoSubscription {
  division: number;
  /** Chronological subscribe/unsubscribe history; the last entry is the current state. */
  history: { state: 'subscribed' | 'unsubscribed'; time: number }[];
}

export interface DemoSubscriber {
  email: string;
  token: string;
  attrs: string;
  dead: boolean;
  createdAt: number;
  updatedAt: number;
  subscriptions: DemoSubscription[];
}

/** Generates subscribers one at a time; keeps the e-mails seen so far so every address is unique. */
export class SubscriberGenerator {
  private readonly emails = new Set<string>();

  constructor(
    private readonly rng: Prng,
    private readonly divisionCount: number,
    private readonly now: number,
  ) {}

  next(): DemoSubscriber {
    const rng = this.rng;
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const [city, country, postal] = rng.weighted(cities.map((c) => [c, c[3]] as const));
    const points = Math.floor(rng.float() ** 3 * 60_000);
    const attrs: Record<string, string | number> = { firstName: first, lastName: last, city, country };
    if (rng.chance(0.9)) attrs.postalCode = postalCode(rng, postal);
    if (rng.chance(0.8))
      attrs.gender = rng.weighted([
        ['F', 48],
        ['M', 48],
        ['X', 4],
      ] as const);
    if (rng.chance(0.85)) attrs.birthYear = rng.int(1945, 2007);
    attrs.loyaltyPoints = points;
    attrs.tier = tierFor(points);
    attrs.signupSource = rng.weighted(signupSources);

    // Sign-ups spread over three years, a little denser recently as lists tend to grow.
    const createdAt = this.now - Math.floor((1 - Math.sqrt(rng.float())) * 3 * 365 * DAY_MS) - DAY_MS;
    const subscriptions = this.subscriptions(createdAt);
    const lastEvent = Math.max(createdAt, ...subscriptions.flatMap((s) => s.history.map((h) => h.time)));
    return {
      email: this.uniqueEmail(first, last),
      token: rng.hex(24),
      attrs: JSON.stringify(attrs),
      dead: rng.chance(0.02),
      createdAt,
      updatedAt: lastEvent,
      subscriptions,
    };
  }

  private subscriptions(createdAt: number): DemoSubscription[] {
    const rng = this.rng;
    const out: DemoSubscription[] = [];
    // About one in twelve has left every division but keeps the former subscriptions in its history.
    const leftAll = rng.chance(0.08);
    for (let d = 0; d < this.divisionCount; d++) {
      // The first division (the newsletter) is what most people sign up for.
      if (!rng.chance(d === 0 ? 0.85 : 0.45)) continue;
      const subscribed = createdAt + (rng.chance(0.7) ? 0 : Math.floor(rng.float() * (this.now - createdAt)));
      const history: DemoSubscription['history'] = [{ state: 'subscribed', time: subscribed }];
      if (leftAll || rng.chance(0.12)) {
        const left = subscribed + Math.floor(rng.float() * (this.now - subscribed));
        history.push({ state: 'unsubscribed', time: left });
        if (!leftAll && rng.chance(0.2))
          history.push({ state: 'subscribed', time: left + Math.floor(rng.float() * (this.now - left)) });
      }
      out.push({ division: d, history });
    }
    if (out.length === 0 && !leftAll)
      out.push({ division: 0, history: [{ state: 'subscribed', time: createdAt }] });
    return out;
  }

  private uniqueEmail(first: string, last: string): string {
    const rng = this.rng;
    const f = ascii(first);
    const l = ascii(last);
    const local = rng.weighted([
      [`${f}.${l}`, 5],
      [`${f[0] ?? 'x'}${l}`, 3],
      [`${f}_${l}`, 1],
      [`${f}${l}${rng.int(1, 99)}`, 2],
      [`${l}.${f}`, 1],
    ] as const);
    const domain = rng.pick(emailDomains);
    let email = `${local}@${domain}`;
    for (let n = 2; this.emails.has(email); n++) email = `${local}${n}@${domain}`;
    this.emails.add(email);
    return email;
  }
}

export function tierFor(points: number): string {
  if (points >= 25_000) return 'platinum';
  if (points >= 10_000) return 'gold';
  if (points >= 2_500) return 'silver';
  return 'bronze';
}

function postalCode(rng: Prng, pattern: string): string {
  return pattern.replace(/[#@]/g, (c) =>
    c === '#' ? String(rng.int(0, 9)) : String.fromCharCode(65 + rng.int(0, 25)),
  );
}

/** Local parts are plain lower-case ASCII: "Müller" becomes "muller", "O'Brien" "obrien". */
function ascii(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
