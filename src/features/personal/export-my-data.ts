import dayjs from 'dayjs'
import { exportMyData } from './api'
import { saveTextFile } from './save-file'

/** 下载我的信息: fetches everything the portal keeps about the person and hands it over as a JSON file. */
export async function downloadMyData(): Promise<string> {
  const data = await exportMyData()
  const fileName = `my-data-${data.profile.username}-${dayjs(data.exportedAt).format('YYYYMMDD')}.json`
  await saveTextFile(fileName, JSON.stringify(data, null, 2))
  return fileName
}
