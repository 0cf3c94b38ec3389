/** The quiz module's public face: its routes, and the bank import the seed uses. */
export { quizRoutes as quizModule } from './quiz.routes';
export { importIntoBank as importQuizQuestions } from './quiz.service';
