/**
 * Words people type for what the portal calls otherwise (one direction: typed word → indexed words). Kept short and
 * campus-specific; each entry was seen as a plausible query for a demo service, article or page.
 */
export const SEARCH_SYNONYMS: Record<string, string[]> = {
  分数: ['成绩'],
  考分: ['成绩'],
  绩点: ['成绩'],
  课程表: ['课表'],
  上课: ['课表'],
  饭卡: ['校园卡'],
  一卡通: ['校园卡'],
  充钱: ['充值'],
  wifi: ['校园网'],
  上网: ['校园网'],
  网费: ['校园网'],
  借书: ['图书借阅'],
  还书: ['图书借阅'],
  看病: ['校医院'],
  医院: ['校医院'],
  维修: ['报修'],
  修理: ['报修'],
  休假: ['请假'],
  病假: ['请假'],
  自习室: ['空闲教室'],
  教室: ['空闲教室'],
  学籍证明: ['在读证明'],
  待办: ['任务'],
  老师: ['教师'],
}
