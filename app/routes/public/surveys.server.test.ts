import { describe, expect, test } from 'vitest';
import { SURVEY_POINTS } from '#app/modules/points/points-rules.ts';
import { createSurvey, createSurveys } from '#tests/support/factories.ts';
import { runRoute } from '#tests/support/route.ts';
import { loader } from './surveys.tsx';

type Page = {
  origin: string;
  surveys: { title: string; rewardPoints: number }[];
  points: { min: number; max: number };
};
const open = () => runRoute<Page>(loader, { request: new Request('http://localhost:3000/surveys') });

describe('/surveys', () => {
  test('lists only the active surveys, richest first; none open is an empty list', async () => {
    expect((await open()).data).toMatchObject({ surveys: [], points: { min: 3, max: 10 } });
    await createSurveys([
      {
        surveyId: 'a1',
        provider: 'bitlabs',
        title: 'Smartphone e abitudini',
        url: 'https://example.com/a1',
        rewardPoints: 5,
      },
      {
        surveyId: 'a2',
        provider: 'bitlabs',
        title: 'Elettrodomestici smart',
        url: 'https://example.com/a2',
        rewardPoints: 10,
      },
      {
        surveyId: 'a3',
        provider: 'bitlabs',
        title: 'Chiuso',
        url: 'https://example.com/a3',
        rewardPoints: 8,
        status: 'inactive',
      },
    ]);
    expect((await open()).data?.surveys.map((survey) => [survey.title, survey.rewardPoints])).toEqual([
      ['Elettrodomestici smart', 10],
      ['Smartphone e abitudini', 5],
    ]);
  });

  test('a survey link can only be a secure web address (it becomes a link on the page)', async () => {
    for (const url of ['javascript:alert(1)', 'http://example.com/chiaro', 'data:text/html,x']) {
      // The database's check refuses it, whoever writes the row.
      await expect(
        createSurvey({ surveyId: url, provider: 'prova', title: 'Prova', url, rewardPoints: 3 }),
      ).rejects.toThrow();
    }
  });

  test('the page promises what the rules pay: no figure beyond a survey’s 3–10 points, the manual credit included', async () => {
    const { data } = await open();
    // Everything the page says about points, apart from the surveys themselves and the site's address.
    const { surveys: _list, origin: _origin, ...promises } = data!;
    const figures = (JSON.stringify(promises).match(/\d+/g) ?? []).map(Number);
    expect(figures).toEqual(expect.arrayContaining([SURVEY_POINTS.min, SURVEY_POINTS.max]));
    expect(Math.max(...figures)).toBe(SURVEY_POINTS.max);
    expect(JSON.stringify(promises)).toContain('accreditarti i punti di quel sondaggio');
  });
});
