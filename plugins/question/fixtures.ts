import type { Question } from './questionTypes.ts';

/** The Oslo harbour quiz's questions, all three types, for the demo seed, tests and benches. */
export const fixtures: Question[] = [
  {
    title: 'When was Akershus Fortress first built?', type: 'multiple_choice', points: 10,
    ingress: 'The fortress guards the harbour from its rock east of the City Hall.',
    options: [{ text: 'Around 1300', correct: true }, { text: 'Around 1600' }, { text: 'Around 1850' }],
    explanation: 'King Haakon V began the castle around 1299–1300.',
  },
  {
    title: 'Which prize is awarded in Oslo City Hall?', type: 'multiple_choice', points: 10,
    options: [{ text: 'The Nobel Peace Prize', correct: true }, { text: 'The Nobel Prize in Literature' }, { text: 'The Holberg Prize' }, { text: 'The Abel Prize' }],
    explanation: 'The Peace Prize is the one Nobel prize awarded in Oslo, every 10 December.',
  },
  {
    title: 'Which of these stand on the Oslo waterfront?', type: 'multiple_choice', points: 5,
    options: [{ text: 'The Opera House', correct: true }, { text: 'The Astrup Fearnley Museum', correct: true }, { text: 'The Holmenkollen ski jump' }],
    explanation: 'Holmenkollen is on the hill above the city, far from the water.',
  },
  {
    title: 'Were ships built at Aker Brygge until the 1980s?', type: 'yes_no', points: 10, answer: 'yes',
    explanation: 'The Akers mekaniske Verksted shipyard closed in 1982.',
  },
  {
    title: 'Can you walk on the roof of the Opera House?', type: 'yes_no', points: 10, answer: 'yes',
    explanation: 'The marble roof slopes down into the fjord and is open to everyone.',
  },
  {
    title: 'The last ferry to the islands is leaving', type: 'scenario', points: 0,
    situation: 'You are at the pier with a friend who is still buying ice cream. The ferry horn sounds.',
    choices: [
      { text: 'Run for the ferry alone', outcome: 'You make it, but your friend is stranded on the quay.', points: 0 },
      { text: 'Wait for your friend and take the next boat', outcome: 'The next boat leaves in 20 minutes: a calm ride together.', points: 15 },
      { text: 'Ask the crew to wait a minute', outcome: 'They smile and cast off on time: ferries keep their schedule.', points: 5 },
    ],
    explanation: 'Island ferries run every 20–30 minutes in summer.',
  },
];
