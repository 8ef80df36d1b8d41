import { makeAutoObservable, runInAction } from 'mobx'
import { PagedList } from '@/lib/paged-list'
import type * as apiModule from './api'
import { DEFAULT_TASK_LEVELS, firstLevels, parseTaskLevels, subLevels, type LevelTab } from './levels'
import type { AppsCount, ApplicationType, FirstLevel, OtherCount, TaskLevelsSetting, TaskListItem, TodoCount } from './types'

export type TaskCenterApi = Pick<
  typeof apiModule,
  'listTasks' | 'getAppsCount' | 'getOtherCount' | 'getToDoListCountNew' | 'getGlobalSettingByTypes'
>

/**
 * The to-do centre of the message tab: levels (spec §3 task settings), their counts and the list of the
 * chosen level. Every loaded to-do count is reported through `onTodoCount` (badge, cache_taskNum).
 */
export class TaskCenterStore {
  levels: TaskLevelsSetting = DEFAULT_TASK_LEVELS
  first: FirstLevel = 'myTodo'
  /** The chosen second-row level per first level. */
  private chosenSub: Partial<Record<FirstLevel, apiModule.ListLevel>> = {}
  type: ApplicationType | undefined = undefined
  todo: TodoCount | null = null
  other: OtherCount | null = null
  apps: AppsCount[] = []
  countsLoaded = false
  readonly list: PagedList<TaskListItem>

  constructor(
    private readonly api: TaskCenterApi,
    private readonly onTodoCount: (n: number) => void = () => undefined,
  ) {
    this.list = new PagedList<TaskListItem>(this.fetcher(), { keyOf: (t) => `${t.id}-${t.taskId ?? ''}-${t.circulationId ?? ''}` })
    makeAutoObservable<TaskCenterStore, 'api' | 'onTodoCount'>(this, { api: false, onTodoCount: false, list: false }, { autoBind: true })
  }

  get firstTabs(): LevelTab<FirstLevel>[] {
    return firstLevels(this.levels)
  }

  get subTabs(): LevelTab[] {
    return subLevels(this.levels, this.first)
  }

  get sub(): apiModule.ListLevel | undefined {
    const tabs = this.subTabs
    const chosen = this.chosenSub[this.first]
    return tabs.find((t) => t.code === chosen)?.code ?? tabs[0]?.code
  }

  /** The level the list shows: the second-row choice when there is a second row. */
  get listLevel(): apiModule.ListLevel {
    return this.sub ?? this.first
  }

  /** Number shown on a level tab (only levels with something waiting). */
  countOf(level: apiModule.ListLevel): number {
    switch (level) {
      case 'myTodo':
        return this.todo?.todo ?? 0
      case 'myDraft':
        return this.other?.draft ?? 0
      case 'myRequest':
      case 'progress':
        return this.other?.requestProgress ?? 0
      case 'myReaded':
        return level === this.first ? (this.other?.toMeUnread ?? 0) : 0
      case 'toMe':
        return this.other?.toMeUnread ?? 0
      default:
        return 0
    }
  }

  get batchAvailable(): boolean {
    return this.listLevel === 'myTodo' && this.list.items.some((t) => t.taskId != null)
  }

  setFirst(level: FirstLevel) {
    if (level === this.first) return
    this.first = level
    void this.list.setFetch(this.fetcher())
  }

  setSub(level: apiModule.ListLevel) {
    if (level === this.sub) return
    this.chosenSub[this.first] = level
    void this.list.setFetch(this.fetcher())
  }

  /** Filter by application type (per-app counts); the same type again clears the filter. */
  setType(type: ApplicationType | undefined) {
    this.type = this.type === type ? undefined : type
    void this.list.setFetch(this.fetcher())
  }

  /** Picks the initial level from a link (`isactive` may name a level). */
  selectFromParam(level: string | undefined) {
    if (!level) return
    const first = this.firstTabs.find((t) => t.code === level)
    if (first) {
      this.first = first.code
      return
    }
    for (const tab of this.firstTabs) {
      if (subLevels(this.levels, tab.code).some((s) => s.code === level)) {
        this.first = tab.code
        this.chosenSub[tab.code] = level as apiModule.ListLevel
        return
      }
    }
  }

  /** Jumps to a level (summary shortcuts) and loads its list. */
  selectAndLoad(level: string) {
    const before = this.listLevel
    this.selectFromParam(level)
    if (this.listLevel !== before) void this.list.setFetch(this.fetcher())
  }

  /** The level tabs come from the flow service's taskLevels setting; failures keep the defaults. */
  async loadLevels() {
    try {
      const settings = await this.api.getGlobalSettingByTypes(['taskLevels'])
      runInAction(() => {
        this.levels = parseTaskLevels(settings?.taskLevels)
        if (!this.firstTabs.some((t) => t.code === this.first) && this.firstTabs[0]) this.first = this.firstTabs[0].code
      })
    } catch {
      // Defaults stay.
    }
  }

  /** Counts of every level; each call that fails leaves its previous numbers. */
  async loadCounts() {
    const [todo, other, apps] = await Promise.allSettled([
      this.api.getToDoListCountNew(),
      this.api.getOtherCount(),
      this.api.getAppsCount(),
    ])
    runInAction(() => {
      if (todo.status === 'fulfilled') {
        this.todo = todo.value
        this.onTodoCount(todo.value.todo)
      }
      if (other.status === 'fulfilled') this.other = other.value
      if (apps.status === 'fulfilled') this.apps = apps.value
      this.countsLoaded = true
    })
  }

  /** First load: levels, then counts and the list together. */
  async start() {
    await this.loadLevels()
    await Promise.all([this.loadCounts(), this.list.setFetch(this.fetcher())])
  }

  /** Pull-to-refresh: counts and list, keeping what is on screen. */
  async refresh() {
    await Promise.all([this.loadCounts(), this.list.refresh()])
  }

  private fetcher() {
    const level = this.listLevel
    const type = this.type
    return (pageNum: number, pageSize: number) => this.api.listTasks({ level, pageNum, pageSize, type })
  }
}
