import type { Panel, PanelPatient, PanelPractitioner } from '../panel';
import { expandSchedule, overlaps, type WeeklySchedule } from '../schedule';
import {
  VITAL_SIGN_TYPES,
  type Address,
  type Allergy,
  type Appointment,
  type AppointmentType,
  type Condition,
  type EhrPatient,
  type Gender,
  type Insurance,
  type LabResult,
  type Medication,
  type VitalSign,
  type VitalSignType,
} from '../schemas';

/**
 * A synthetic, realistic panel for the sandbox's local EHR and for tests: 60 patients, 6
 * practitioners with weekly schedules, and a month of appointments around `now`. Deterministic
 * for a seed and `now` (a small seeded PRNG); ids depend on the seed only.
 *
 * Invariants tests rely on: phone numbers are fictional (+1, area code, 555-01XX) and unique,
 * except exactly one household number shared by two patients; no two patients share name and
 * date of birth; appointments sit on schedule slots and never overlap per practitioner or per
 * patient, whatever `now` is (the proxy refuses such a pair, so the panel must not hold one).
 */

export const DEFAULT_PANEL_SEED = 20_240_917;
export const PANEL_PATIENTS = 60;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const TIMEZONE = 'America/New_York';
/** The two patients (by index) who share a home phone: spouses at one address. */
export const HOUSEHOLD = [20, 21] as const;

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32)
// ---------------------------------------------------------------------------------------------

export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max) rounded to `decimals`. */
  real(min: number, max: number, decimals = 0): number {
    return round(min + this.next() * (max - min), decimals);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return chosen;
  }
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoInstant = (ms: number) => new Date(ms).toISOString();

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

interface MedicationTemplate {
  name: string;
  dosage: string;
  frequency: string;
}

interface LabTemplate {
  loinc: string;
  name: string;
  unit: string;
  low: number | null;
  high: number | null;
  /** Typical values for a patient with the condition (or of anyone, for the basic panel). */
  range: [number, number];
  decimals: number;
}

interface ConditionTemplate {
  code: string;
  display: string;
  minAge: number;
  /** Chance a patient of 60 or older has it (younger patients: half of it). */
  prevalence: number;
  medications: MedicationTemplate[];
  labs: LabTemplate[];
  specialty?: string;
}

const LAB = {
  hba1c: { loinc: '4548-4', name: 'Hemoglobin A1c', unit: '%', low: 4, high: 5.6, range: [5.9, 9.4], decimals: 1 },
  ldl: { loinc: '13457-7', name: 'LDL cholesterol (calculated)', unit: 'mg/dL', low: null, high: 99, range: [85, 185], decimals: 0 },
  egfr: { loinc: '33914-3', name: 'eGFR (MDRD)', unit: 'mL/min/{1.73_m2}', low: 60, high: null, range: [32, 58], decimals: 0 },
  tsh: { loinc: '3016-3', name: 'TSH', unit: 'mIU/L', low: 0.4, high: 4, range: [1.1, 7.8], decimals: 2 },
  potassium: { loinc: '2823-3', name: 'Potassium', unit: 'mmol/L', low: 3.5, high: 5.1, range: [3.6, 5.3], decimals: 1 },
  creatinine: { loinc: '2160-0', name: 'Creatinine', unit: 'mg/dL', low: 0.6, high: 1.3, range: [0.7, 1.2], decimals: 2 },
  glucose: { loinc: '2345-7', name: 'Glucose', unit: 'mg/dL', low: 70, high: 99, range: [78, 112], decimals: 0 },
  vitaminD: { loinc: '1989-3', name: '25-Hydroxyvitamin D3', unit: 'ng/mL', low: 30, high: 100, range: [11, 27], decimals: 0 },
} satisfies Record<string, LabTemplate>;

const BASIC_LABS: LabTemplate[] = [LAB.potassium, LAB.creatinine, LAB.glucose];

const CONDITIONS: ConditionTemplate[] = [
  {
    code: 'E11.9',
    display: 'Type 2 diabetes mellitus without complications',
    minAge: 30,
    prevalence: 0.28,
    medications: [
      { name: 'Metformin', dosage: '1000 mg tablet', frequency: 'twice daily with meals' },
      { name: 'Empagliflozin', dosage: '10 mg tablet', frequency: 'once daily in the morning' },
    ],
    labs: [LAB.hba1c],
    specialty: 'Endocrinology',
  },
  {
    code: 'I10',
    display: 'Essential (primary) hypertension',
    minAge: 30,
    prevalence: 0.45,
    medications: [
      { name: 'Lisinopril', dosage: '20 mg tablet', frequency: 'once daily' },
      { name: 'Amlodipine', dosage: '5 mg tablet', frequency: 'once daily' },
    ],
    labs: [],
  },
  {
    code: 'E78.5',
    display: 'Hyperlipidemia, unspecified',
    minAge: 35,
    prevalence: 0.4,
    medications: [{ name: 'Atorvastatin', dosage: '40 mg tablet', frequency: 'once daily at bedtime' }],
    labs: [LAB.ldl],
  },
  {
    code: 'J45.909',
    display: 'Unspecified asthma, uncomplicated',
    minAge: 18,
    prevalence: 0.12,
    medications: [
      { name: 'Albuterol sulfate HFA', dosage: '90 mcg/actuation, 2 puffs', frequency: 'every 4 to 6 hours as needed for wheezing' },
      { name: 'Fluticasone propionate HFA', dosage: '110 mcg/actuation, 2 puffs', frequency: 'twice daily' },
    ],
    labs: [],
    specialty: 'Pulmonology',
  },
  {
    code: 'F32.9',
    display: 'Major depressive disorder, single episode, unspecified',
    minAge: 18,
    prevalence: 0.14,
    medications: [{ name: 'Sertraline', dosage: '50 mg tablet', frequency: 'once daily' }],
    labs: [],
    specialty: 'Psychiatry',
  },
  {
    code: 'F41.1',
    display: 'Generalized anxiety disorder',
    minAge: 18,
    prevalence: 0.14,
    medications: [{ name: 'Buspirone', dosage: '10 mg tablet', frequency: 'twice daily' }],
    labs: [],
    specialty: 'Psychiatry',
  },
  {
    code: 'M54.50',
    display: 'Low back pain, unspecified',
    minAge: 25,
    prevalence: 0.16,
    medications: [{ name: 'Naproxen', dosage: '500 mg tablet', frequency: 'twice daily with food as needed for pain' }],
    labs: [],
  },
  {
    code: 'N18.30',
    display: 'Chronic kidney disease, stage 3 unspecified',
    minAge: 50,
    prevalence: 0.12,
    medications: [],
    labs: [LAB.egfr],
  },
  {
    code: 'K21.9',
    display: 'Gastro-esophageal reflux disease without esophagitis',
    minAge: 25,
    prevalence: 0.18,
    medications: [{ name: 'Omeprazole', dosage: '20 mg delayed-release capsule', frequency: 'once daily before breakfast' }],
    labs: [],
  },
  { code: 'E66.9', display: 'Obesity, unspecified', minAge: 18, prevalence: 0.2, medications: [], labs: [] },
  {
    code: 'I48.91',
    display: 'Unspecified atrial fibrillation',
    minAge: 60,
    prevalence: 0.12,
    medications: [
      { name: 'Apixaban', dosage: '5 mg tablet', frequency: 'twice daily' },
      { name: 'Metoprolol succinate ER', dosage: '50 mg tablet', frequency: 'once daily' },
    ],
    labs: [],
    specialty: 'Cardiology',
  },
  { code: 'G47.33', display: 'Obstructive sleep apnea (adult) (pediatric)', minAge: 35, prevalence: 0.1, medications: [], labs: [], specialty: 'Pulmonology' },
  {
    code: 'E03.9',
    display: 'Hypothyroidism, unspecified',
    minAge: 25,
    prevalence: 0.1,
    medications: [{ name: 'Levothyroxine', dosage: '75 mcg tablet', frequency: 'once daily before breakfast' }],
    labs: [LAB.tsh],
    specialty: 'Endocrinology',
  },
  {
    code: 'J44.9',
    display: 'Chronic obstructive pulmonary disease, unspecified',
    minAge: 55,
    prevalence: 0.1,
    medications: [{ name: 'Tiotropium bromide', dosage: '18 mcg inhalation capsule', frequency: 'once daily' }],
    labs: [],
    specialty: 'Pulmonology',
  },
  {
    code: 'M17.11',
    display: 'Unilateral primary osteoarthritis, right knee',
    minAge: 50,
    prevalence: 0.12,
    medications: [{ name: 'Acetaminophen', dosage: '650 mg extended-release tablet', frequency: 'every 8 hours as needed for pain' }],
    labs: [],
  },
  {
    code: 'E55.9',
    display: 'Vitamin D deficiency, unspecified',
    minAge: 18,
    prevalence: 0.12,
    medications: [{ name: 'Cholecalciferol (vitamin D3)', dosage: '2000 IU capsule', frequency: 'once daily' }],
    labs: [LAB.vitaminD],
  },
];

const ALLERGIES: Allergy[] = [
  { substance: 'Penicillin', reaction: 'Hives', severity: 'moderate' },
  { substance: 'Sulfonamide antibiotics', reaction: 'Rash', severity: 'mild' },
  { substance: 'Peanut', reaction: 'Anaphylaxis', severity: 'severe' },
  { substance: 'Latex', reaction: 'Contact dermatitis', severity: 'mild' },
  { substance: 'Codeine', reaction: 'Nausea and vomiting', severity: 'moderate' },
  { substance: 'Shellfish', reaction: 'Throat swelling', severity: 'severe' },
  { substance: 'Aspirin', reaction: 'Bronchospasm', severity: 'moderate' },
  { substance: 'Iodinated contrast media', reaction: 'Urticaria', severity: 'moderate' },
  { substance: 'Bee venom', reaction: 'Local swelling', severity: 'mild' },
];

const FEMALE_NAMES = ['Olivia', 'Emma', 'Sophia', 'Isabella', 'Mia', 'Charlotte', 'Amelia', 'Harper', 'Evelyn', 'Abigail', 'Grace', 'Chloe', 'Nora', 'Lily', 'Hannah', 'Zoe', 'Leah', 'Aaliyah', 'Camila', 'Mei', 'Fatima', 'Rosa', 'Linda', 'Patricia', 'Barbara', 'Margaret', 'Dorothy', 'Joan'];
const MALE_NAMES = ['Liam', 'Noah', 'Oliver', 'Elijah', 'James', 'William', 'Benjamin', 'Lucas', 'Henry', 'Theodore', 'Daniel', 'Mateo', 'Samuel', 'David', 'Joseph', 'Carlos', 'Wei', 'Omar', 'Andre', 'Raj', 'Robert', 'Richard', 'Thomas', 'Charles', 'George', 'Frank', 'Walter', 'Harold'];
const NEUTRAL_NAMES = ['Alex', 'Jordan', 'Taylor', 'Riley', 'Morgan', 'Casey'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Nguyen', 'Patel', 'Kim', 'Chen', "O'Brien", 'Murphy', 'Sullivan', 'Rossi', 'Kowalski', 'Okafor', 'Haddad'];

const STREETS = ['Beacon St', 'Commonwealth Ave', 'Tremont St', 'Massachusetts Ave', 'Washington St', 'Boylston St', 'Hancock St', 'Elm St', 'Highland Ave', 'Centre St', 'Harvard St', 'Broadway'];
const CITIES: [city: string, postalCode: string][] = [
  ['Boston', '02118'],
  ['Cambridge', '02139'],
  ['Somerville', '02144'],
  ['Quincy', '02169'],
  ['Newton', '02458'],
  ['Brookline', '02446'],
  ['Medford', '02155'],
  ['Waltham', '02453'],
];
const AREA_CODES = [617, 857, 781, 508, 978];

const COMMERCIAL_PAYERS: [payer: string, plan: string][] = [
  ['Aetna', 'Open Access Managed Choice'],
  ['Blue Cross Blue Shield of Massachusetts', 'PPO Blue'],
  ['UnitedHealthcare', 'Choice Plus'],
  ['Cigna', 'Open Access Plus'],
  ['Harvard Pilgrim Health Care', 'HMO'],
  ['Tufts Health Plan', 'Navigator'],
];

interface PractitionerTemplate {
  first_name: string;
  last_name: string;
  specialty: string;
  location: string;
  hours: WeeklySchedule['hours'];
}

const FULL_DAYS = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
const LATE_DAYS = [
  { start: '09:00', end: '12:30' },
  { start: '13:30', end: '17:30' },
];
const weekdays = (blocks: { start: string; end: string }[]) => ({ monday: blocks, tuesday: blocks, wednesday: blocks, thursday: blocks, friday: blocks });

const PRACTITIONERS: PractitionerTemplate[] = [
  { first_name: 'Maria', last_name: 'Alvarez', specialty: 'Family Medicine', location: 'Back Bay Primary Care, 350 Boylston St, Boston, MA', hours: weekdays(FULL_DAYS) },
  { first_name: 'James', last_name: 'Whitaker', specialty: 'Internal Medicine', location: 'Cambridge Internal Medicine, 1493 Cambridge St, Cambridge, MA', hours: weekdays(LATE_DAYS) },
  {
    first_name: 'Aisha',
    last_name: 'Okonkwo',
    specialty: 'Cardiology',
    location: 'Heart Center, 55 Fruit St, Boston, MA',
    hours: { ...weekdays(FULL_DAYS), wednesday: [{ start: '08:00', end: '12:00' }] },
  },
  {
    first_name: 'Robert',
    last_name: 'Feldman',
    specialty: 'Endocrinology',
    location: 'Diabetes & Endocrine Clinic, 1 Brookline Pl, Brookline, MA',
    hours: { monday: LATE_DAYS, tuesday: LATE_DAYS, thursday: LATE_DAYS, friday: [{ start: '09:00', end: '13:00' }] },
  },
  {
    first_name: 'Priya',
    last_name: 'Raman',
    specialty: 'Psychiatry',
    location: 'Behavioral Health, 2014 Washington St, Newton, MA',
    hours: weekdays([
      { start: '10:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]),
  },
  {
    first_name: 'Thomas',
    last_name: 'Becker',
    specialty: 'Pulmonology',
    location: 'Lung & Sleep Center, 41 Mall Rd, Burlington, MA',
    hours: { ...weekdays(FULL_DAYS), friday: [{ start: '08:00', end: '12:00' }] },
  },
];

const REASONS: Record<AppointmentType, string[]> = {
  'follow-up': ['Blood pressure follow-up', 'Diabetes follow-up', 'Medication review', 'Lab results review', 'Anxiety follow-up', 'Back pain follow-up'],
  'new-patient': ['New patient visit', 'Establish care'],
  'annual-physical': ['Annual physical exam'],
  telehealth: ['Telehealth check-in', 'Medication refill visit'],
  urgent: ['Persistent cough', 'Shortness of breath', 'Chest discomfort', 'Dizziness'],
  procedure: ['Spirometry', 'ECG', 'Joint injection'],
};
const LONG_TYPES: AppointmentType[] = ['new-patient', 'annual-physical', 'procedure'];

// ---------------------------------------------------------------------------------------------
// Practitioners
// ---------------------------------------------------------------------------------------------

/** An NPI: 9 digits starting with 1, then the Luhn check digit computed with the 80840 prefix. */
export const npiWithCheckDigit = (nineDigits: string): string => {
  const digits = `80840${nineDigits}`.split('').map(Number);
  let sum = 0;
  digits.reverse().forEach((digit, i) => {
    const value = i % 2 === 0 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  });
  return `${nineDigits}${(10 - (sum % 10)) % 10}`;
};

const practitionersOf = (random: Random, tag: string): PanelPractitioner[] =>
  PRACTITIONERS.map((template, i) => ({
    id: `prac-${tag}-${pad(i + 1, 2)}`,
    first_name: template.first_name,
    last_name: template.last_name,
    email: `${template.first_name}.${template.last_name}@careloop-clinic.example`.toLowerCase(),
    specialty: template.specialty,
    npi: npiWithCheckDigit(`1${pad(random.int(0, 99_999_999), 8)}`),
    locations: [template.location],
    schedule: { timezone: TIMEZONE, slot_minutes: 30, hours: template.hours },
  }));

const displayName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}, MD`;

// ---------------------------------------------------------------------------------------------
// Patients
// ---------------------------------------------------------------------------------------------

interface Demographics {
  patient: EhrPatient;
  age: number;
}

class PhoneBook {
  private readonly used = new Set<string>();
  constructor(private readonly random: Random) {}

  /** A fictional number (555-0100..0199) no one has yet. */
  next(): string {
    for (;;) {
      const phone = `+1${this.random.pick(AREA_CODES)}5550${this.random.int(100, 199)}`;
      if (!this.used.has(phone)) {
        this.used.add(phone);
        return phone;
      }
    }
  }
}

const genderOf = (random: Random, index: number): Gender => {
  if (index === HOUSEHOLD[0]) return 'female';
  if (index === HOUSEHOLD[1]) return 'male';
  if (index === 13 || index === 44) return 'other';
  if (index === 37) return 'unknown';
  return random.chance(0.52) ? 'female' : 'male';
};

const firstNameOf = (random: Random, gender: Gender) =>
  random.pick(gender === 'female' ? FEMALE_NAMES : gender === 'male' ? MALE_NAMES : NEUTRAL_NAMES);

/** Ages from 18 to 94, weighted towards the older patients a chronic care panel has. */
const ageOf = (random: Random) => (random.chance(0.55) ? random.int(55, 94) : random.int(18, 54));

const birthDateOf = (random: Random, age: number, now: Date): string => {
  const year = now.getUTCFullYear() - age - 1;
  return `${year}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`;
};

const addressOf = (random: Random): Address => {
  const [city, postal_code] = random.pick(CITIES);
  return { street: `${random.int(3, 980)} ${random.pick(STREETS)}`, city, state: 'MA', postal_code, country: 'US' };
};

const emailOf = (random: Random, first: string, last: string) =>
  random.chance(0.75) ? `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '') : null;

const demographicsOf = (random: Random, tag: string, now: Date, practitioners: PanelPractitioner[]): Demographics[] => {
  const phones = new PhoneBook(random);
  const seen = new Set<string>();
  const household = { phone: phones.next(), last_name: random.pick(LAST_NAMES), address: addressOf(random) };
  const result: Demographics[] = [];
  while (result.length < PANEL_PATIENTS) {
    const index = result.length;
    const inHousehold = (HOUSEHOLD as readonly number[]).includes(index);
    const gender = genderOf(random, index);
    const age = inHousehold ? random.int(58, 66) : ageOf(random);
    const first_name = firstNameOf(random, gender);
    const last_name = inHousehold ? household.last_name : random.pick(LAST_NAMES);
    const date_of_birth = birthDateOf(random, age, now);
    const identity = `${first_name}|${last_name}|${date_of_birth}`.toLowerCase();
    if (seen.has(identity)) continue; // draw this patient again
    seen.add(identity);
    const own = random.chance(0.35) ? [phones.next(), phones.next()] : [phones.next()];
    const phone_numbers = inHousehold ? [own[0]!, household.phone] : own;
    const patient: EhrPatient = {
      id: `pat-${tag}-${pad(index + 1, 3)}`,
      first_name,
      last_name,
      date_of_birth,
      gender,
      phone: phone_numbers[0]!,
      email: emailOf(random, first_name, last_name),
      // Primary care (the first two) holds most of the panel.
      primary_provider_id: (random.chance(0.75) ? practitioners[random.int(0, 1)]! : random.pick(practitioners)).id,
      phone_numbers,
      address: inHousehold ? household.address : addressOf(random),
    };
    result.push({ patient, age });
  }
  return result;
};

const conditionTemplatesOf = (random: Random, age: number): ConditionTemplate[] =>
  CONDITIONS.filter((c) => age >= c.minAge && random.chance(age >= 60 ? c.prevalence : c.prevalence / 2)).slice(0, 5);

const dateBetween = (random: Random, fromMs: number, toMs: number) => isoDate(fromMs + random.next() * Math.max(0, toMs - fromMs));

const conditionOf = (random: Random, template: ConditionTemplate, birthMs: number, nowMs: number): Condition => ({
  code: template.code,
  display: template.display,
  status: template.code === 'M54.50' && random.chance(0.4) ? 'resolved' : template.code === 'F32.9' && random.chance(0.3) ? 'remission' : 'active',
  onset_date: random.chance(0.9) ? dateBetween(random, Math.max(birthMs + 18 * 365 * DAY_MS, nowMs - 15 * 365 * DAY_MS), nowMs - 60 * DAY_MS) : null,
});

const prescriberFor = (template: ConditionTemplate, patient: EhrPatient, practitioners: PanelPractitioner[]) => {
  const specialist = practitioners.find((p) => p.specialty === template.specialty);
  const primary = practitioners.find((p) => p.id === patient.primary_provider_id) ?? practitioners[0]!;
  return displayName(specialist ?? primary);
};

const medicationsOf = (
  random: Random,
  patient: EhrPatient,
  templates: ConditionTemplate[],
  conditions: Condition[],
  practitioners: PanelPractitioner[],
  nowMs: number,
): Medication[] =>
  templates.flatMap((template, c) =>
    template.medications
      .filter((_, m) => m === 0 || random.chance(0.5))
      .map((med, m) => {
        const onset = conditions[c]!.onset_date;
        const from = onset ? Date.parse(onset) : nowMs - 3 * 365 * DAY_MS;
        const resolved = conditions[c]!.status !== 'active';
        return {
          id: `med-${patient.id.slice(4)}-${pad(c + 1, 2)}${m + 1}`,
          name: med.name,
          dosage: med.dosage,
          frequency: med.frequency,
          status: resolved ? 'completed' : random.chance(0.06) ? 'on-hold' : 'active',
          prescriber: prescriberFor(template, patient, practitioners),
          start_date: dateBetween(random, from, nowMs - 30 * DAY_MS),
        } satisfies Medication;
      }),
  );

const allergiesOf = (random: Random): Allergy[] => (random.chance(0.55) ? [] : random.sample(ALLERGIES, random.chance(0.75) ? 1 : 2));

/** The time of a past visit `daysAgo` days before now, during clinic hours (UTC 13:00-21:00). */
const visitTime = (random: Random, nowMs: number, daysAgo: number) => {
  const day = Math.floor((nowMs - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
  return day + random.int(13 * 12, 21 * 12 - 1) * 5 * MINUTE_MS;
};

interface Physique {
  heightCm: number;
  weightKg: number;
  hypertensive: boolean;
  diabetic: boolean;
  atrialFibrillation: boolean;
  copd: boolean;
}

const physiqueOf = (random: Random, patient: EhrPatient, codes: Set<string>): Physique => {
  const heightCm = patient.gender === 'female' ? random.real(152, 176) : random.real(163, 192);
  const bmi = codes.has('E66.9') ? random.real(31, 41, 1) : random.real(20, 29.5, 1);
  return {
    heightCm,
    weightKg: round((bmi * heightCm * heightCm) / 10_000, 1),
    hypertensive: codes.has('I10'),
    diabetic: codes.has('E11.9'),
    atrialFibrillation: codes.has('I48.91'),
    copd: codes.has('J44.9'),
  };
};

const visitReadings = (random: Random, body: Physique, weightKg: number, first: boolean): [VitalSignType, VitalSign['value']][] => {
  const systolic = body.hypertensive ? random.int(128, 156) : random.int(106, 128);
  const readings: [VitalSignType, VitalSign['value']][] = [
    ['blood_pressure', { systolic, diastolic: random.int(Math.round(systolic * 0.55), Math.round(systolic * 0.66)) }],
    ['heart_rate', body.atrialFibrillation ? random.int(72, 112) : random.int(58, 90)],
    ['respiratory_rate', random.int(12, 18)],
    ['body_temperature', random.real(36.3, 37.3, 1)],
    ['oxygen_saturation', body.copd ? random.int(90, 95) : random.int(95, 100)],
    ['body_weight', weightKg],
    ['bmi', round((weightKg * 10_000) / (body.heightCm * body.heightCm), 1)],
  ];
  if (first) readings.push(['body_height', body.heightCm]);
  if (body.diabetic) readings.push(['blood_glucose', random.int(110, 210)]);
  return readings;
};

const vitalSignsOf = (random: Random, patient: EhrPatient, body: Physique, nowMs: number): VitalSign[] => {
  const visits = random.int(3, 5);
  const daysAgo = random.sample(Array.from({ length: 350 }, (_, i) => i + 10), visits).sort((a, b) => b - a);
  let weightKg = body.weightKg;
  return daysAgo.flatMap((days, visit) => {
    weightKg = round(weightKg + random.real(-1.8, 1.5, 1), 1);
    const recorded_at = isoInstant(visitTime(random, nowMs, days));
    return visitReadings(random, body, weightKg, visit === 0).map(([type, value], n) => ({
      id: `vit-${patient.id.slice(4)}-${pad(visit + 1, 2)}${pad(n + 1, 2)}`,
      type,
      value,
      unit: VITAL_SIGN_TYPES[type].unit,
      recorded_at,
    }));
  });
};

const interpretationOf = (lab: LabTemplate, value: number): LabResult['interpretation'] => {
  if (lab.loinc === LAB.potassium.loinc && (value < 3 || value > 6)) return 'critical';
  if (lab.low !== null && value < lab.low) return 'low';
  if (lab.high !== null && value > lab.high) return 'high';
  return 'normal';
};

const labResultsOf = (random: Random, patient: EhrPatient, templates: ConditionTemplate[], nowMs: number): LabResult[] => {
  const panels = [...BASIC_LABS, ...templates.flatMap((t) => t.labs)];
  const draws = random.int(1, 3);
  const daysAgo = random.sample(Array.from({ length: 300 }, (_, i) => i + 7), draws).sort((a, b) => b - a);
  return daysAgo.flatMap((days, draw) => {
    const collected_at = isoInstant(visitTime(random, nowMs, days));
    return panels.map((lab, n) => {
      // Condition labs come out of range; the basic panel mostly within it.
      const value = random.real(lab.range[0], lab.range[1], lab.decimals);
      return {
        id: `lab-${patient.id.slice(4)}-${pad(draw + 1, 2)}${pad(n + 1, 2)}`,
        test_name: lab.name,
        loinc_code: lab.loinc,
        value,
        unit: lab.unit,
        reference_range: { low: lab.low, high: lab.high },
        interpretation: interpretationOf(lab, value),
        status: days < 10 && random.chance(0.3) ? 'preliminary' : 'final',
        collected_at,
      } satisfies LabResult;
    });
  });
};

const memberId = (random: Random, length: number) => Array.from({ length }, () => random.pick('ABCDEFGHJKMNPQRTUVWXY0123456789'.split(''))).join('');

const insuranceOf = (random: Random, patient: EhrPatient, age: number, now: Date, subscriber?: EhrPatient): Insurance | null => {
  if (!subscriber && random.chance(0.12)) return null;
  const year = now.getUTCFullYear();
  const effective_date = `${year - random.int(0, 4)}-01-01`;
  if (age >= 65 && !subscriber) {
    return { payer: 'Medicare', plan_name: 'Medicare Part B', member_id: memberId(random, 11), group_number: null, subscriber_name: `${patient.first_name} ${patient.last_name}`, relationship: 'self', status: 'active', effective_date, expiration_date: null };
  }
  const [payer, plan_name] = random.pick(COMMERCIAL_PAYERS);
  const holder = subscriber ?? patient;
  return {
    payer,
    plan_name,
    member_id: `${memberId(random, 3)}${random.int(100_000_000, 999_999_999)}`,
    group_number: String(random.int(10_000, 999_999)),
    subscriber_name: `${holder.first_name} ${holder.last_name}`,
    relationship: subscriber ? 'spouse' : 'self',
    status: 'active',
    effective_date,
    expiration_date: random.chance(0.5) ? `${year}-12-31` : null,
  };
};

const patientsOf = (random: Random, tag: string, now: Date, practitioners: PanelPractitioner[]): PanelPatient[] => {
  const nowMs = now.getTime();
  const demographics = demographicsOf(random, tag, now, practitioners);
  return demographics.map(({ patient, age }, index) => {
    const templates = conditionTemplatesOf(random, age);
    const conditions = templates.map((t) => conditionOf(random, t, Date.parse(patient.date_of_birth!), nowMs));
    const body = physiqueOf(random, patient, new Set(templates.map((t) => t.code)));
    const spouse = index === HOUSEHOLD[1] ? demographics[HOUSEHOLD[0]]!.patient : undefined;
    return {
      patient,
      conditions,
      medications: medicationsOf(random, patient, templates, conditions, practitioners, nowMs),
      allergies: allergiesOf(random),
      vital_signs: vitalSignsOf(random, patient, body, nowMs),
      lab_results: labResultsOf(random, patient, templates, nowMs),
      insurance: insuranceOf(random, patient, age, now, spouse),
    };
  });
};

// ---------------------------------------------------------------------------------------------
// Appointments
// ---------------------------------------------------------------------------------------------

const APPOINTMENT_FILL = 0.22;
const DAYS_BEFORE = 7;
const DAYS_AFTER = 23;

interface Booking {
  practitioner_id: string;
  patient_id: string;
  start: string;
  end: string;
  type: AppointmentType;
}

const typeOf = (random: Random): AppointmentType =>
  random.pick<AppointmentType>(['follow-up', 'follow-up', 'follow-up', 'follow-up', 'telehealth', 'urgent', 'new-patient', 'annual-physical', 'procedure']);

/** A patient free at that time, preferably one of the practitioner's own. */
const patientFor = (random: Random, practitionerId: string, patients: EhrPatient[], slot: { start: string; end: string }, taken: Map<string, Booking[]>) => {
  const own = patients.filter((p) => p.primary_provider_id === practitionerId);
  for (let attempt = 0; attempt < 12; attempt++) {
    const candidate = own.length > 0 && random.chance(0.6) ? random.pick(own) : random.pick(patients);
    if (!(taken.get(candidate.id) ?? []).some((b) => overlaps(b, slot))) return candidate;
  }
  return undefined;
};

const bookingsOf = (random: Random, practitioner: PanelPractitioner, patients: EhrPatient[], nowMs: number, taken: Map<string, Booking[]>): Booking[] => {
  const slots = expandSchedule(practitioner.schedule, isoInstant(nowMs - DAYS_BEFORE * DAY_MS), isoInstant(nowMs + DAYS_AFTER * DAY_MS));
  const bookings: Booking[] = [];
  for (let i = 0; i < slots.length; i++) {
    if (!random.chance(APPOINTMENT_FILL)) continue;
    const type = typeOf(random);
    const next = slots[i + 1];
    const long = LONG_TYPES.includes(type) && next?.start === slots[i]!.end;
    const slot = { start: slots[i]!.start, end: long ? next!.end : slots[i]!.end };
    const patient = patientFor(random, practitioner.id, patients, slot, taken);
    if (!patient) continue;
    const booking = { practitioner_id: practitioner.id, patient_id: patient.id, ...slot, type };
    bookings.push(booking);
    taken.set(patient.id, [...(taken.get(patient.id) ?? []), booking]);
    if (long) i++;
  }
  return bookings;
};

const statusOf = (random: Random, start: string, nowMs: number): Appointment['status'] => {
  if (Date.parse(start) < nowMs) return random.chance(0.88) ? 'completed' : 'no-show';
  return random.chance(0.06) ? 'cancelled' : 'confirmed';
};

const appointmentsOf = (random: Random, tag: string, practitioners: PanelPractitioner[], patients: EhrPatient[], nowMs: number): Appointment[] => {
  const taken = new Map<string, Booking[]>();
  const bookings = practitioners
    .flatMap((practitioner) => bookingsOf(random, practitioner, patients, nowMs, taken))
    .sort((a, b) => a.start.localeCompare(b.start) || a.practitioner_id.localeCompare(b.practitioner_id));
  return bookings.map((booking, i) => ({
    id: `apt-${tag}-${pad(i + 1, 4)}`,
    ...booking,
    status: statusOf(random, booking.start, nowMs),
    reason: random.pick(REASONS[booking.type]),
    notes: random.chance(0.15) ? random.pick(['Bring glucose log', 'Interpreter requested (Spanish)', 'Fasting labs before visit', 'Bring all medication bottles']) : null,
  }));
};

// ---------------------------------------------------------------------------------------------

export const syntheticPanel = (options: { now: Date; seed?: number }): Panel => {
  const seed = options.seed ?? DEFAULT_PANEL_SEED;
  const tag = (seed >>> 0).toString(36);
  const random = new Random(seed);
  const practitioners = practitionersOf(random, tag);
  const patients = patientsOf(random, tag, options.now, practitioners);
  const appointments = appointmentsOf(
    random,
    tag,
    practitioners,
    patients.map((p) => p.patient),
    options.now.getTime(),
  );
  return { practitioners, patients, appointments };
};
