/** Campaigns of the demo masters: name, campaign, keywords, division index, subject, headline, link paths. */
// prettier-ignore
export const masterThemes: readonly (readonly [string, string, string, number, string, string, string])[] = [
  ['Weekly digest', 'Editorial', 'digest|weekly|news', 0, 'Your weekly digest, {{ firstName | default: "friend" }}', 'Five stories worth your time', 'digest'],
  ['Spring sale', 'Seasonal sales', 'sale|spring|discount', 1, '{{ firstName | default: "Hi" }}, spring sale: 20% off everything', 'Twenty percent off, until Sunday', 'sale/spring'],
  ['Summer clearance', 'Seasonal sales', 'sale|summer|clearance', 1, 'Summer clearance starts now', 'Up to 50% off last season', 'sale/summer'],
  ['Loyalty double points', 'Loyalty', 'loyalty|points|members', 1, 'Members only: double points this weekend', 'Double points on every order', 'loyalty'],
  ['Release notes', 'Product news', 'release|product|features', 2, 'What is new: faster exports and a dark theme', 'Faster exports, a dark theme', 'releases'],
  ['Saved searches launch', 'Product news', 'launch|feature|search', 2, 'Introducing saved searches', 'Never lose a search again', 'features/saved-searches'],
  ['Webinar invitation', 'Events', 'webinar|invitation|live', 3, 'Join our live webinar on Thursday', 'Live on Thursday at 17:00 CET', 'events/webinar'],
  ['Berlin meetup', 'Events', 'meetup|berlin|community', 3, 'Your invitation to the Berlin meetup', 'Meet the team in Berlin', 'events/berlin'],
  ['Welcome series 1', 'Onboarding', 'welcome|onboarding', 0, 'Welcome aboard, {{ firstName | default: "friend" }}', 'Three things to try first', 'welcome'],
  ['Win-back', 'Retention', 'winback|retention|offer', 1, 'We miss you: here is 15% off', 'Come back for 15% off', 'offers/winback'],
  ['Black Friday preview', 'Seasonal sales', 'sale|black-friday|preview', 1, 'Black Friday starts early for you', 'Early access, 48 hours', 'sale/black-friday'],
  ['Store opening', 'Retail', 'store|opening|local', 3, 'A new store near you', 'Grand opening this Saturday', 'stores'],
];

/** Why masters were halted or paused. */
export const haltReasons = [
  'halted by the deliverability team: complaint rate above 0.3%',
  'halted: the offer code expired before the send',
  'halted at 40% sent: wrong price in the hero banner',
];
export const pauseReasons = [
  'paused while legal reviews the terms',
  'paused: waiting for the new product photos',
  'paused during the platform maintenance window',
];

/** Content blocks: name, HTML, text. */
// prettier-ignore
export const contentBlocks: readonly (readonly [string, string, string])[] = [
  ['footer', '<p style="font-size:12px;color:#666">You receive this e-mail because you subscribed. <a href="{{ unsubscribeUrl }}">Unsubscribe</a> · <a href="https://www.example.com/preferences">Preferences</a></p>', 'You receive this e-mail because you subscribed. Unsubscribe: {{ unsubscribeUrl }}'],
  ['header-logo', '<img src="https://www.example.com/logo.png" alt="Mailroom Outfitters" width="160">', 'Mailroom Outfitters'],
  ['social-links', '<p><a href="https://social.example.com/mailroom">Follow us</a> · <a href="https://video.example.com/mailroom">Watch</a></p>', 'Follow us: https://social.example.com/mailroom'],
  ['legal-notice', '<p style="font-size:11px">Offer valid while stocks last. Mailroom Outfitters GmbH, Berlin.</p>', 'Offer valid while stocks last. Mailroom Outfitters GmbH| Berlin.'],
  ['store-finder', '<p>Find your nearest store: <a href="https://www.example.com/stores">store finder</a></p>', 'Find your nearest store: https://www.example.com/stores'],
];

/** Reference data: stores keyed by (country, storeId), products keyed by sku. */
// prettier-ignore
export const stores: readonly (readonly [string, string, string, string, number])[] = [
  ['DE', '001', 'Berlin Mitte', 'Rosenthaler Str. 40', 52], ['DE', '002', 'Hamburg Altona', 'Ottenser Hauptstr. 10', 48],
  ['DE', '003', 'Munich Centre', 'Sendlinger Str. 7', 61], ['FR', '001', 'Paris Marais', 'Rue des Francs-Bourgeois 12', 40],
  ['FR', '002', 'Lyon Presqu\'île', 'Rue de la République 55', 33], ['GB', '001', 'London Soho', 'Carnaby St 21', 57],
  ['GB', '002', 'Manchester', 'Market St 88', 30], ['NL', '001', 'Amsterdam Jordaan', 'Westerstraat 101', 28],
  ['ES', '001', 'Madrid Sol', 'Calle de Preciados 9', 45], ['IT', '001', 'Milan Brera', 'Via Solferino 3', 37],
  ['US', '001', 'New York SoHo', 'Broadway 560', 70], ['US', '002', 'San Francisco', 'Valencia St 800', 42],
];

// prettier-ignore
export const products: readonly (readonly [string, string, string, number, boolean])[] = [
  ['SKU-1001', 'Canvas weekender bag', 'Bags', 129, true], ['SKU-1002', 'Merino crew sweater', 'Knitwear', 89, true],
  ['SKU-1003', 'Waxed cotton jacket', 'Outerwear', 249, true], ['SKU-1004', 'Linen shirt', 'Shirts', 69, true],
  ['SKU-1005', 'Leather card holder', 'Accessories', 39, true], ['SKU-1006', 'Trail running shoes', 'Shoes', 139, false],
  ['SKU-1007', 'Wool beanie', 'Accessories', 29, true], ['SKU-1008', 'Selvedge denim', 'Trousers', 119, true],
  ['SKU-1009', 'Down vest', 'Outerwear', 159, false], ['SKU-1010', 'Organic cotton tee', 'Shirts', 35, true],
  ['SKU-1011', 'Rain poncho', 'Outerwear', 79, true], ['SKU-1012', 'Travel mug', 'Home', 24, true],
  ['SKU-1013', 'Chino shorts', 'Trousers', 59, true], ['SKU-1014', 'Suede chelsea boots', 'Shoes', 199, true],
  ['SKU-1015', 'Silk scarf', 'Accessories', 65, false], ['SKU-1016', 'Camp blanket', 'Home', 99, true],
];
