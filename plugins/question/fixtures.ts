import { fixtureTranslations } from '../../src/core/index.ts';
import type { Question } from './questionTypes.ts';

/** The Oslo harbour quiz's questions, all three types, in English and Spanish, for the demo seed, tests and benches. */
export const fixtures: Question[] = [
  {
    title: 'When was Akershus Fortress first built?', type: 'multiple_choice', points: 10,
    ingress: 'The fortress guards the harbour from its rock east of the City Hall.',
    options: [{ text: 'Around 1300', correct: true }, { text: 'Around 1600' }, { text: 'Around 1850' }],
    explanation: 'King Haakon V began the castle around 1299–1300.',
    ...fixtureTranslations({
      es: {
        title: '¿Cuándo se construyó la fortaleza de Akershus?', ingress: 'La fortaleza vigila el puerto desde su roca, al este del Ayuntamiento.',
        options: [{ text: 'Hacia 1300' }, { text: 'Hacia 1600' }, { text: 'Hacia 1850' }],
        explanation: 'El rey Haakon V empezó el castillo hacia 1299–1300.',
      },
    }),
  },
  {
    title: 'Which prize is awarded in Oslo City Hall?', type: 'multiple_choice', points: 10,
    options: [{ text: 'The Nobel Peace Prize', correct: true }, { text: 'The Nobel Prize in Literature' }, { text: 'The Holberg Prize' }, { text: 'The Abel Prize' }],
    explanation: 'The Peace Prize is the one Nobel prize awarded in Oslo, every 10 December.',
    ...fixtureTranslations({
      es: {
        title: '¿Qué premio se entrega en el Ayuntamiento de Oslo?',
        options: [{ text: 'El Premio Nobel de la Paz' }, { text: 'El Premio Nobel de Literatura' }, { text: 'El Premio Holberg' }, { text: 'El Premio Abel' }],
        explanation: 'El de la Paz es el único Nobel que se entrega en Oslo, cada 10 de diciembre.',
      },
    }),
  },
  {
    title: 'Which of these stand on the Oslo waterfront?', type: 'multiple_choice', points: 5,
    options: [{ text: 'The Opera House', correct: true }, { text: 'The Astrup Fearnley Museum', correct: true }, { text: 'The Holmenkollen ski jump' }],
    explanation: 'Holmenkollen is on the hill above the city, far from the water.',
    ...fixtureTranslations({
      es: {
        title: '¿Cuáles de estos están junto al puerto de Oslo?',
        options: [{ text: 'La Ópera' }, { text: 'El museo Astrup Fearnley' }, { text: 'El trampolín de Holmenkollen' }],
        explanation: 'Holmenkollen está en la colina sobre la ciudad, lejos del agua.',
      },
    }),
  },
  {
    title: 'Were ships built at Aker Brygge until the 1980s?', type: 'yes_no', points: 10, answer: 'yes',
    explanation: 'The Akers mekaniske Verksted shipyard closed in 1982.',
    ...fixtureTranslations({ es: { title: '¿Se construyeron barcos en Aker Brygge hasta los años ochenta?', explanation: 'El astillero Akers mekaniske Verksted cerró en 1982.' } }),
  },
  {
    title: 'Can you walk on the roof of the Opera House?', type: 'yes_no', points: 10, answer: 'yes',
    explanation: 'The marble roof slopes down into the fjord and is open to everyone.',
    ...fixtureTranslations({ es: { title: '¿Se puede caminar por el tejado de la Ópera?', explanation: 'El tejado de mármol baja en pendiente hasta el fiordo y está abierto a todos.' } }),
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
    ...fixtureTranslations({
      es: {
        title: 'Sale el último ferry a las islas',
        situation: 'Estás en el muelle con un amigo que todavía está comprando un helado. Suena la sirena del ferry.',
        choices: [
          { text: 'Correr solo hacia el ferry', outcome: 'Lo consigues, pero tu amigo se queda en el muelle.' },
          { text: 'Esperar a tu amigo y tomar el siguiente barco', outcome: 'El siguiente sale en 20 minutos: un viaje tranquilo juntos.' },
          { text: 'Pedir a la tripulación que espere un minuto', outcome: 'Sonríen y zarpan a su hora: los ferris cumplen su horario.' },
        ],
        explanation: 'En verano los ferris a las islas salen cada 20–30 minutos.',
      },
    }),
  },
];

/** The Fjord Museum's own questions: the Hardangerfjord, its boats and its herring, all three types. */
export const clientFixtures: Record<string, Question[]> = {
  fjord: [
    {
      title: 'How long is the Hardangerfjord?', type: 'multiple_choice', points: 10,
      ingress: 'The fjord outside the museum reaches from the North Sea deep into the mountains.',
      options: [{ text: 'About 180 km', correct: true }, { text: 'About 60 km' }, { text: 'About 400 km' }],
      explanation: 'At 179 km it is Norway’s second-longest fjord, after the Sognefjord.',
    },
    {
      title: 'What was salted in the fishing huts?', type: 'multiple_choice', points: 10,
      options: [{ text: 'Herring', correct: true }, { text: 'Salmon' }, { text: 'Mackerel' }],
      explanation: 'In good years the herring came into the fjord in great shoals, and the catch was salted in barrels.',
    },
    {
      title: 'Which of these were built to sail on the fjord?', type: 'multiple_choice', points: 5,
      options: [{ text: 'The Hardanger cutter', correct: true }, { text: 'The fjord steamer', correct: true }, { text: 'The Viking longship' }],
      explanation: 'The longships are a thousand years older than anything in the boat hall.',
    },
    {
      title: 'Were the boats in the hall built without drawings?', type: 'yes_no', points: 10, answer: 'yes',
      explanation: 'The builders shaped each plank by eye, the way their fathers had taught them.',
    },
    {
      title: 'Did the fjord steamer still call here after 1960?', type: 'yes_no', points: 10, answer: 'no',
      explanation: 'The road along the fjord was finished, and the last steamer called in 1960.',
    },
    {
      title: 'A squall on the way home', type: 'scenario', points: 0,
      situation: 'You are rowing back from the fishing grounds with a full boat when the wind turns and white caps rise.',
      choices: [
        { text: 'Row on across the open fjord', outcome: 'You make it, soaked, with half the catch over the side.', points: 0 },
        { text: 'Head for the lee of the nearest headland and wait', outcome: 'The squall passes within the hour and you row home calmly.', points: 15 },
        { text: 'Throw the catch overboard to ride higher', outcome: 'The boat is lighter, but the winter will be leaner.', points: 5 },
      ],
      explanation: 'Fjord squalls come down from the mountains fast and rarely last long.',
    },
  ],
};
