/** Word lists for believable demo data. Domains are reserved example domains, so no real inbox ever gets mail. */

// prettier-ignore
export const firstNames = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Leon', 'Sofia', 'Elias', 'Hannah', 'Mateo',
  'Amelia', 'Finn', 'Chloé', 'Hugo', 'Isabella', 'Jonas', 'Lea', 'Oscar', 'Nora', 'Arthur', 'Clara', 'Louis',
  'Julia', 'Gabriel', 'Alice', 'Adam', 'Sara', 'Samuel', 'Ida', 'Theo', 'Maja', 'Felix', 'Zoe', 'Jakob',
  'Lina', 'David', 'Ella', 'Anton', 'Marta', 'Pablo', 'Giulia', 'Marco', 'Aisha', 'Omar', 'Priya', 'Arjun',
  'Yuki', 'Kenji', 'Wei', 'Mei', 'Fatima', 'Youssef', 'Ingrid', 'Lars', 'Aoife', 'Sean', 'Zofia', 'Piotr',
  'Camille', 'Manon', 'Tomás', 'Inês', 'Daniel', 'Laura', 'Martin', 'Eva', 'Henrik', 'Astrid',
] as const;

// prettier-ignore
export const lastNames = [
  'Smith', 'Müller', 'García', 'Rossi', 'Martin', 'Jansen', 'Nowak', 'Johansson', 'Dubois', 'Fernández',
  'Schmidt', 'Brown', 'Wilson', 'Bianchi', 'Kowalski', 'Nielsen', 'Murphy', 'Silva', 'Costa', 'Weber',
  'Fischer', 'Meyer', 'Wagner', 'Becker', 'Laurent', 'Moreau', 'Lefebvre', 'Romano', 'Ricci', 'Colombo',
  'Taylor', 'Davies', 'Evans', 'Thomas', 'Roberts', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez',
  'de Vries', 'van Dijk', 'Bakker', 'Visser', 'Berg', 'Hansen', 'Larsen', 'Andersen', 'Virtanen', 'Korhonen',
  'Tanaka', 'Suzuki', 'Sato', 'Chen', 'Wang', 'Li', 'Kim', 'Park', 'Patel', 'Sharma', "O'Brien", 'Kelly',
  'Novák', 'Horvat', 'Popescu', 'Ivanova', 'Papadopoulos', 'Yilmaz', 'Haddad', 'Mensah',
] as const;

/** City, ISO 3166-1 alpha-2 country, postal code pattern (# a digit, @ an upper-case letter), weight. */
// prettier-ignore
export const cities: readonly (readonly [string, string, string, number])[] = [
  ['Berlin', 'DE', '1####', 6], ['Hamburg', 'DE', '2####', 3], ['Munich', 'DE', '8####', 4],
  ['Cologne', 'DE', '5####', 2], ['Vienna', 'AT', '1###', 3], ['Zurich', 'CH', '8###', 2],
  ['Paris', 'FR', '75###', 6], ['Lyon', 'FR', '69###', 2], ['Marseille', 'FR', '13###', 2],
  ['London', 'GB', '@@# #@@', 7], ['Manchester', 'GB', 'M# #@@', 2], ['Edinburgh', 'GB', 'EH# #@@', 1],
  ['Dublin', 'IE', 'D## @###', 2], ['Amsterdam', 'NL', '10## @@', 3], ['Rotterdam', 'NL', '30## @@', 1],
  ['Brussels', 'BE', '1###', 2], ['Madrid', 'ES', '28###', 4], ['Barcelona', 'ES', '08###', 4],
  ['Valencia', 'ES', '46###', 1], ['Lisbon', 'PT', '1###-###', 2], ['Porto', 'PT', '4###-###', 1],
  ['Rome', 'IT', '00###', 3], ['Milan', 'IT', '20###', 3], ['Naples', 'IT', '80###', 1],
  ['Copenhagen', 'DK', '1###', 2], ['Stockholm', 'SE', '1## ##', 2], ['Oslo', 'NO', '0###', 1],
  ['Helsinki', 'FI', '00###', 1], ['Warsaw', 'PL', '0#-###', 3], ['Kraków', 'PL', '3#-###', 1],
  ['Prague', 'CZ', '1## ##', 2], ['Budapest', 'HU', '1###', 1], ['Athens', 'GR', '1## ##', 1],
  ['New York', 'US', '1####', 5], ['Chicago', 'US', '606##', 2], ['San Francisco', 'US', '941##', 2],
  ['Austin', 'US', '787##', 1], ['Toronto', 'CA', 'M@# #@#', 2], ['Montreal', 'CA', 'H@# #@#', 1],
  ['Sydney', 'AU', '2###', 2], ['Melbourne', 'AU', '3###', 1], ['Tokyo', 'JP', '1##-####', 1],
];

// prettier-ignore
export const emailDomains = [
  'example.com', 'example.net', 'example.org', 'mail.example', 'inbox.example', 'post.example',
] as const;

// prettier-ignore
export const signupSources: readonly (readonly [string, number])[] = [
  ['web-form', 40], ['checkout', 25], ['mobile-app', 15], ['in-store', 8], ['referral', 6], ['event', 4],
  ['import', 2],
];

/** Believable list names; the first one is the big list. */
export const listNames = [
  'All active subscribers',
  'Newsletter - weekly readers',
  'VIP customers',
  'Spring sale 2025 - openers',
  'Cart abandoners (last 30 days)',
  'New sign-ups this quarter',
  'Lapsed customers - win-back',
  'Gold and Platinum members',
  'Webinar attendees',
  'Berlin store opening invitees',
  'Beta testers',
  'Black Friday early access',
] as const;

/** Twelve campaign templates: id, subject, division index (into the unit's divisions), links. */
export const templates = [
  ['1001', 'Your weekly digest: what is new this week', 0],
  ['1002', 'Spring sale: 20% off everything until Sunday', 1],
  ['1003', 'Introducing saved searches', 2],
  ['1004', 'Join our live webinar on Thursday', 3],
  ['1005', 'The weekly digest: five stories worth your time', 0],
  ['1006', 'Members only: double loyalty points this weekend', 1],
  ['1007', 'Release notes: faster exports and a dark theme', 2],
  ['1008', 'Your invitation to the Berlin meetup', 3],
  ['1009', 'Weekly digest: the editors pick', 0],
  ['1010', 'Last chance: free shipping ends tonight', 1],
  ['1011', 'What we shipped this month', 2],
  ['1012', 'Recording and slides from our webinar', 3],
] as const;
