/**
 * Demo batches (docs/decisions/0054-batches-with-seats.md), by program title. `startsIn` days from the day the
 * demo is loaded keeps the demo's batches upcoming; the January 2027 batch is the one the seeded popup
 * announces. Programs not named here have no batches and register as before.
 */
export interface BatchSeed {
  /** A fixed India day, or days from the seeding day. */
  startsOn: string | { startsIn: number };
  duration: string;
  mode: "online" | "classroom" | "hybrid";
  days: string;
  startTime: string;
  endTime: string;
  seats: number;
  seatsTaken?: number;
}

export const BATCHES: Record<string, BatchSeed[]> = {
  "MERN Stack Development": [
    {
      startsOn: { startsIn: 12 },
      duration: "16 weeks",
      mode: "online",
      days: "Mon–Fri",
      startTime: "19:00",
      endTime: "21:00",
      seats: 30,
      seatsTaken: 30,
    },
    {
      startsOn: "2027-01-11",
      duration: "16 weeks",
      mode: "classroom",
      days: "Mon–Fri",
      startTime: "10:00",
      endTime: "13:00",
      seats: 25,
      seatsTaken: 9,
    },
    {
      startsOn: { startsIn: 75 },
      duration: "20 weeks",
      mode: "hybrid",
      days: "Sat & Sun",
      startTime: "10:00",
      endTime: "14:00",
      seats: 20,
    },
  ],
  "Java Full Stack Development": [
    {
      startsOn: "2027-01-11",
      duration: "24 weeks",
      mode: "online",
      days: "Mon, Wed, Fri",
      startTime: "18:30",
      endTime: "20:30",
      seats: 40,
      seatsTaken: 12,
    },
  ],
  "Data Analytics Internship": [
    {
      startsOn: { startsIn: 20 },
      duration: "8 weeks",
      mode: "hybrid",
      days: "Mon–Fri",
      startTime: "14:00",
      endTime: "17:00",
      seats: 15,
      seatsTaken: 4,
    },
  ],
};
