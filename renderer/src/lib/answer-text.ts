// What was wrong with an answer the app could not read, from the facts main sends (`facts.answer` and, for a
// mismatch, where and the rule broken as its code and bounds): the error's sentence and its support details.
import { AnswerFactsSchema, type AnswerFacts, type Facts } from '@shared/ipc/result'
import { ruleWords } from '@shared/text/input-rule-text'
import { msg } from '@shared/text/messages'

/** Where the answer broke a rule and which, without the closing full stop (it ends a longer sentence). */
function ruleAt(f: AnswerFacts): string {
  const rule = ruleWords({ ...f, rule: f.rule ?? 'custom' })
  return f.parameter
    ? msg('errors.answerProblem.mismatch', { path: f.parameter, rule })
    : msg('errors.answerProblem.mismatchWhole', { rule })
}

/** The problem of an unreadable answer in words, or undefined when main sent none the window knows. */
export function answerProblem(facts: Facts | undefined): string | undefined {
  const parsed = AnswerFactsSchema.safeParse(facts ?? {})
  return parsed.success ? answerFactsProblem(parsed.data) : undefined
}

/** Checked facts of an unreadable answer (an error's, once parsed, or a sample the contract already checked). */
function answerFactsProblem(f: AnswerFacts): string {
  switch (f.answer) {
    case 'undecodable':
      return msg('errors.answerProblem.undecodable')
    case 'not-json':
      return msg('errors.answerProblem.notJson')
    case 'not-a-list':
      return msg('errors.answerProblem.notAList', { path: f.parameter ?? '' })
    case 'not-modified-unasked':
      return msg('errors.answerProblem.notModifiedUnasked')
    case 'too-many-unreadable':
      return msg('errors.answerProblem.tooManyUnreadable', {
        count: f.count ?? 0,
        checked: f.checked ?? 0,
        total: f.total ?? 0,
        first: ruleAt(f),
      })
    case 'mismatch':
      return f.more ? msg('errors.answerProblem.more', { problem: ruleAt(f), count: f.more }) : ruleAt(f)
  }
}

/**
 * Where each of a list's first unreadable records broke, in words (a record's path and the rule it broke). The
 * samples arrive as facts the channel's schema has already checked, so they are worded as they are.
 */
export function sampleProblems(samples: readonly AnswerFacts[]): string[] {
  return samples.map(answerFactsProblem)
}
